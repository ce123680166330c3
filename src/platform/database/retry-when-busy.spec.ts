import { isDatabaseUnavailable } from './database-unavailable';
import { retryWhenBusy, retryWritesWhenBusy } from './retry-when-busy';

const busy = () => Object.assign(new Error('database is locked (5) (SQLITE_BUSY)'), { name: 'MongoServerError' });

describe('retryWhenBusy: two writers never fail each other on a locked embedded database', () => {
  const options = { initialDelayMs: 1, maxDelayMs: 4, warn: jest.fn() };
  beforeEach(() => options.warn.mockClear());

  it('runs the operation again while the database is locked, and logs each refusal', async () => {
    let calls = 0;
    const result = await retryWhenBusy('saving', async () => (++calls < 3 ? Promise.reject(busy()) : 'saved'), options);
    expect(result).toBe('saved');
    expect(calls).toBe(3);
    expect(options.warn).toHaveBeenCalledTimes(2);
    expect(options.warn.mock.calls[0][0]).toMatch(/^saving: database busy \(attempt 1 of 6\), retrying in \d+ ms$/);
  });

  it('gives up after the bounded number of tries with the database’s refusal', async () => {
    let calls = 0;
    await expect(retryWhenBusy('saving', async () => (calls++, Promise.reject(busy())), { ...options, attempts: 4 })).rejects.toThrow('SQLITE_BUSY');
    expect(calls).toBe(4);
  });

  it('never runs again an operation that failed for another reason', async () => {
    let calls = 0;
    await expect(retryWhenBusy('saving', async () => (calls++, Promise.reject(new Error('E11000 duplicate key'))), options)).rejects.toThrow('E11000');
    expect(calls).toBe(1);
    expect(options.warn).not.toHaveBeenCalled();
  });
});

describe('retryWritesWhenBusy: every write of the process, retried in one place', () => {
  /** A driver Collection whose writes are refused `refusals` times, then applied; reads are never retried. */
  function fakeCollectionClass(refusals: number) {
    const calls = { updateOne: 0, find: 0 };
    class FakeCollection {
      collectionName = 'tools';
      async updateOne(filter: object) {
        if (++calls.updateOne <= refusals) throw busy();
        return { matched: filter };
      }
      async find() {
        calls.find++;
        throw busy();
      }
    }
    return { FakeCollection, calls };
  }
  const options = { initialDelayMs: 1, maxDelayMs: 4, warn: jest.fn() };
  beforeEach(() => options.warn.mockClear());

  it('retries a refused write with its arguments and this, logging each refusal with the collection', async () => {
    const { FakeCollection, calls } = fakeCollectionClass(2);
    retryWritesWhenBusy(FakeCollection as never, options);
    await expect(new FakeCollection().updateOne({ _id: 1 })).resolves.toEqual({ matched: { _id: 1 } });
    expect(calls.updateOne).toBe(3);
    expect(options.warn.mock.calls.map(([message]) => message)).toEqual([expect.stringMatching(/^updateOne on tools: database busy \(attempt 1 of 6\)/), expect.stringMatching(/attempt 2 of 6/)]);
  });

  it('is bounded, leaves reads alone and installs once', async () => {
    const { FakeCollection, calls } = fakeCollectionClass(100);
    retryWritesWhenBusy(FakeCollection as never, options);
    retryWritesWhenBusy(FakeCollection as never, options);
    await expect(new FakeCollection().updateOne({})).rejects.toThrow('SQLITE_BUSY');
    expect(calls.updateOne).toBe(6);
    await expect(new FakeCollection().find()).rejects.toThrow('SQLITE_BUSY');
    expect(calls.find).toBe(1);
  });

  it('does not multiply inside an explicit retryWhenBusy (the import’s longer budget)', async () => {
    const { FakeCollection, calls } = fakeCollectionClass(100);
    retryWritesWhenBusy(FakeCollection as never, options);
    await expect(retryWhenBusy('import', () => new FakeCollection().updateOne({}), { ...options, attempts: 3 })).rejects.toThrow('SQLITE_BUSY');
    expect(calls.updateOne).toBe(3);
  });

  it('does not multiply either when the operation is a lazy query that starts its write when awaited', async () => {
    const { FakeCollection, calls } = fakeCollectionClass(100);
    retryWritesWhenBusy(FakeCollection as never, options);
    // Like a mongoose Query: nothing is sent until then() is called.
    const lazyUpdate = () => ({ then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) => new FakeCollection().updateOne({}).then(resolve, reject) });
    await expect(retryWhenBusy('sign-in', lazyUpdate as never, { ...options, attempts: 3 })).rejects.toThrow('SQLITE_BUSY');
    expect(calls.updateOne).toBe(3);
  });
});

describe('isDatabaseUnavailable: what the api answers 503 instead of 500', () => {
  it.each([
    ['a server that cannot be reached', Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoServerSelectionError' })],
    ['a connection lost mid-command', Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' })],
    ['a command buffered while disconnected', Object.assign(new Error('Operation `users.findOne()` buffering timed out after 1000ms'), { name: 'MongooseError' })],
    ['a command past its maxTimeMS', Object.assign(new Error('operation exceeded time limit'), { name: 'MongoServerError', code: 50 })],
    ['a locked embedded database', busy()],
  ])('%s', (_what, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a duplicate key', Object.assign(new Error('E11000 duplicate key'), { name: 'MongoServerError', code: 11000 })],
    ['a programming error', new TypeError('x is undefined')],
    ['another mongoose error', Object.assign(new Error('Cast to ObjectId failed'), { name: 'MongooseError' })],
  ])('but not %s', (_what, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
