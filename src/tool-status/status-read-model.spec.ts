import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { StoredStatusView } from './state/status-view';
import { SHARED_READ_MS, StatusReadModel } from './status-read-model';

const view = (status: 'up' | 'down'): StoredStatusView => ({ status, checkedAt: null, responseMs: null, maintenance: null });

/** A Redis hash in memory, counting the whole-hash reads. */
function fakeRedis() {
  const hash = new Map<string, string>();
  const redis = {
    reads: 0,
    hgetall: async () => (redis.reads++, Object.fromEntries(hash)),
    hset: async (_key: string, field: string, value: string) => void hash.set(field, value),
    hdel: async (_key: string, field: string) => void hash.delete(field),
    hget: async (_key: string, field: string) => hash.get(field) ?? null,
  };
  return redis;
}

describe('the statuses read model, shared by the calls of one process', () => {
  afterEach(() => jest.useRealTimers());

  it('answers concurrent and following calls from one read of the hash, then reads again after SHARED_READ_MS', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const redis = fakeRedis();
    const model = new StatusReadModel(redis as unknown as Redis, { name: 'portal' } as Connection);
    await redis.hset('k', 'a', JSON.stringify(view('up')));
    await Promise.all([model.recent(), model.recent(), model.recent()]);
    await model.recent();
    expect(redis.reads).toBe(1);
    await redis.hset('k', 'a', JSON.stringify(view('down')));
    jest.setSystemTime(1_000_000 + SHARED_READ_MS);
    expect((await model.recent()).get('a')?.status).toBe('down');
    expect(redis.reads).toBe(2);
  });

  it("shows this process's own write at once", async () => {
    const redis = fakeRedis();
    const model = new StatusReadModel(redis as unknown as Redis, { name: 'portal' } as Connection);
    await model.put('a', view('up'));
    expect((await model.recent()).get('a')?.status).toBe('up');
    await model.put('a', view('down'));
    expect((await model.recent()).get('a')?.status).toBe('down');
    await model.put('a', null);
    expect((await model.recent()).has('a')).toBe(false);
  });
});
