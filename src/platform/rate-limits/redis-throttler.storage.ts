import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { retype } from '../types/retype';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One round trip per counted call: a fixed window counter (INCR, expiring with the window) and a
 * block key set once the limit is passed, so every api instance shares the same counts.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local window = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, window, blocked }
`;

const INCREMENT_COMMAND = 'portalRateLimitIncrement';

/** A count given back: the window keeps its expiry, and a window already gone stays gone. */
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0
`;

const GIVE_BACK_COMMAND = 'portalRateLimitGiveBack';

type ScriptCommand<R> = (...args: (string | number)[]) => Promise<R>;

/** Where the counts live in Redis: per database, like every other key of ours. */
export const rateLimitPrefix = (connectionName: string) => `portal:${connectionName}:rate`;

export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its SHA (EVALSHA) instead of its text on every counted call.
    if (!(INCREMENT_COMMAND in redis)) redis.defineCommand(INCREMENT_COMMAND, { numberOfKeys: 2, lua: INCREMENT });
    if (!(GIVE_BACK_COMMAND in redis)) redis.defineCommand(GIVE_BACK_COMMAND, { numberOfKeys: 1, lua: GIVE_BACK });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    let counted: number[];
    try {
      const increment = retype<Record<typeof INCREMENT_COMMAND, ScriptCommand<number[]>>>(this.redis)[INCREMENT_COMMAND];
      counted = await increment.call(this.redis, `${this.base(key, throttlerName)}:hits`, `${this.base(key, throttlerName)}:blocked`, ttl, limit, blockDuration || ttl);
    } catch {
      // Redis briefly unreachable: the limits are a guard against floods, not a reason to refuse
      // people's work, so the call goes through uncounted (the outbox keeps its mails meanwhile).
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
    const [hits, windowMs, blockedMs] = counted;
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(windowMs / 1000)),
      isBlocked: blockedMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockedMs / 1000)),
    };
  }

  /**
   * Takes back one counted call, for a call counted by a route answered before the router that then left
   * it to its full route, which counts it again. A block already set stays.
   */
  async giveBack(key: string, throttlerName: string): Promise<void> {
    const giveBack = retype<Record<typeof GIVE_BACK_COMMAND, ScriptCommand<number>>>(this.redis)[GIVE_BACK_COMMAND];
    await giveBack.call(this.redis, `${this.base(key, throttlerName)}:hits`);
  }

  private base(key: string, throttlerName: string): string {
    return `${this.prefix}:${throttlerName}:${key}`;
  }
}
