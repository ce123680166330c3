import { within } from './within';

describe('within: a wait bounded in time', () => {
  it('gives the value of work that ends in time', async () => {
    await expect(within(Promise.resolve('pong'), 1_000)).resolves.toEqual({ done: true, value: 'pong' });
  });

  it('gives up once the time has run out, without waiting for the work', async () => {
    const started = Date.now();
    await expect(within(new Promise(() => undefined), 50)).resolves.toEqual({ done: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes a failure of the work through', async () => {
    await expect(within(Promise.reject(new Error('connection refused')), 1_000)).rejects.toThrow('connection refused');
  });
});
