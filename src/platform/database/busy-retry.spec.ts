import { isDatabaseBusy, retryWhenBusy } from './busy-retry';

describe('retryWhenBusy', () => {
  const busy = () => new Error('(SQLITE_BUSY) database is locked');

  it('tries again while the database is busy, then answers', async () => {
    let calls = 0;
    const answer = await retryWhenBusy(async () => (++calls < 3 ? Promise.reject(busy()) : 'done'), { baseDelayMs: 1 });
    expect(answer).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded number of tries with the busy error', async () => {
    let calls = 0;
    await expect(retryWhenBusy(() => (calls++, Promise.reject(busy())), { attempts: 4, baseDelayMs: 1 })).rejects.toThrow('SQLITE_BUSY');
    expect(calls).toBe(4);
  });

  it('never repeats work that failed for another reason', async () => {
    let calls = 0;
    await expect(retryWhenBusy(() => (calls++, Promise.reject(new Error('E11000 duplicate key'))), { baseDelayMs: 1 })).rejects.toThrow('E11000');
    expect(calls).toBe(1);
    expect(isDatabaseBusy(new Error('E11000'))).toBe(false);
  });
});
