import { StartUpLoads } from './start-up-loads';

describe('start-up loads', () => {
  it('lists a load until it settles, whether it succeeds or fails', async () => {
    const loads = new StartUpLoads();
    let finish!: () => void;
    let fail!: (error: Error) => void;
    loads.register('tools catalogue', new Promise<void>((resolve) => (finish = resolve)));
    loads.register('usage window', new Promise<void>((_, reject) => (fail = reject)));
    expect(loads.pending()).toEqual(['tools catalogue', 'usage window']);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads.pending()).toEqual(['usage window']);
    fail(new Error('database down'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads.pending()).toEqual([]);
  });
});
