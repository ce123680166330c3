import { BatchedWriteError, BULKS_AT_ONCE, GroupCommit, inConcurrentBulks, MAX_STATEMENTS } from './group-commit';

describe('group commit', () => {
  it('writes what arrives during a write in one next command, each caller answered with its own outcome', async () => {
    const commands: string[][] = [];
    let release: () => void = () => undefined;
    const commit = new GroupCommit<string>(async (items) => {
      commands.push(items);
      if (commands.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => (item === 'dup' ? new BatchedWriteError('duplicate key', 11000) : null));
    });
    const first = commit.submit('a');
    const others = ['b', 'dup', 'c'].map((item) => commit.submit(item).then(() => 'ok', (error: BatchedWriteError) => error.code));
    release();
    await first;
    expect(await Promise.all(others)).toEqual(['ok', 11000, 'ok']);
    expect(commands).toEqual([['a'], ['b', 'dup', 'c']]);
  });

  it('refuses every item of a command the database refused as a whole, and writes the next ones', async () => {
    let calls = 0;
    const commit = new GroupCommit<number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('connection closed');
      return items.map(() => null);
    });
    const refused = commit.submit(1);
    const queued = commit.submit(2);
    await expect(refused).rejects.toThrow('connection closed');
    await expect(queued).resolves.toBeNull();
  });

  it('writes no more than its batch size a command', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number>(async (items) => {
      sizes.push(items.length);
      return items.map(() => null);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => commit.submit(item)));
    expect(sizes).toEqual([1, 2, 2]);
  });

  it('writes the items one caller submits at once together, and answers each with its own outcome', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<string>(async (items) => {
      sizes.push(items.length);
      return items.map((item) => (item === 'dup' ? new BatchedWriteError('duplicate key', 11000) : null));
    }, 3);
    const outcomes = await commit.submitAll(['a', 'dup', 'b', 'c']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(sizes).toEqual([3, 1]);
  });
});

describe('concurrent bounded bulks', () => {
  it('writes every statement once, in bulks of 30 at most, a few bulks in flight and never more', async () => {
    const written: number[] = [];
    const sizes: number[] = [];
    let inFlight = 0;
    let most = 0;
    await inConcurrentBulks(Array.from({ length: 200 }, (_, n) => n), async (bulk) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      written.push(...bulk);
      sizes.push(bulk.length);
      inFlight--;
    });
    expect(written.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(most).toBe(BULKS_AT_ONCE);
  });

  it('answers the first refused bulk', async () => {
    await expect(inConcurrentBulks([1, 2, 3], async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
