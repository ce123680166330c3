import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { processTuning } from '../platform/config/process-tuning';

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Runs `work` holding an owned Redis lock (USAGE_LOCK_TTL_MS, 60 s), released only by its owner; `busy` when another holds it. */
export async function withUsageLock<T>(redis: Redis, key: string, busy: T, work: () => Promise<T>): Promise<T> {
  const owner = randomUUID();
  if ((await redis.set(key, owner, 'PX', processTuning().USAGE_LOCK_TTL_MS, 'NX')) !== 'OK') return busy;
  try {
    return await work();
  } finally {
    await redis.eval(RELEASE, 1, key, owner);
  }
}
