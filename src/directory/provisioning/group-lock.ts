import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { processTuning } from '../../platform/config/process-tuning';

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RETRY_EVERY_MS = 20;

/** The holder of a group's lock stopped trusting it (it was not renewed in time, or another took it): it must not write. */
export class GroupLockLost extends Error {}

/**
 * An owned lock in Redis (SET NX PX: atomic there, unlike a guarded write on FerretDB), released and
 * renewed only by its owner. Its life is RECORD_LOCK_TTL_MS (10 s; a killed holder blocks for at most
 * that long); its holder renews it before each write once half of it has gone, and stops when it cannot.
 */
export class GroupLock {
  private renewedAt = performance.now();

  private constructor(
    private readonly redis: Redis,
    readonly key: string,
    private readonly owner: string,
  ) {}

  static ttlMs(): number {
    return processTuning().RECORD_LOCK_TTL_MS;
  }

  /** The lock, or null if another holds it (after waiting up to `waitMs` for it). */
  static async take(redis: Redis, key: string, waitMs = 0): Promise<GroupLock | null> {
    const owner = randomBytes(12).toString('hex');
    const until = performance.now() + waitMs;
    for (;;) {
      const startedAt = performance.now();
      if ((await redis.set(key, owner, 'PX', GroupLock.ttlMs(), 'NX')) === 'OK') {
        const lock = new GroupLock(redis, key, owner);
        lock.renewedAt = startedAt;
        return lock;
      }
      if (performance.now() >= until) return null;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }

  /** Before each write: renews the lock past half its life; throws GroupLockLost if it is no longer safely held. */
  async beforeWrite(): Promise<void> {
    const ttl = GroupLock.ttlMs();
    const age = performance.now() - this.renewedAt;
    if (age < ttl / 2) return;
    const startedAt = performance.now();
    if (age >= ttl || (await this.redis.eval(RENEW, 1, this.key, this.owner, String(ttl))) !== 1) throw new GroupLockLost(`lock ${this.key} lost`);
    this.renewedAt = startedAt;
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.owner);
  }
}
