import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { REDIS } from '../queues/queues.module';
import { loginTracker, rateLimitKey } from './rate-limit.guard';
import { rateLimitPrefix, RedisThrottlerStorage } from './redis-throttler.storage';

export const WRITE_LIMIT = 'write';
export const WRITE_WINDOW_MS = 60_000;

/**
 * The per-person limit on writes, taken outside Nest's guards by a route answered before the router
 * (`FastRoutes`): the same count, keys and headers as the throttler guard's `write` limit, so a person's
 * writes count together whichever way they came.
 */
@Injectable()
export class WriteRateLimit {
  private readonly storage: RedisThrottlerStorage;
  readonly limit: number;

  constructor(@Inject(REDIS) redis: Redis, @InjectConnection() connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.storage = new RedisThrottlerStorage(redis, rateLimitPrefix(connection.name));
    this.limit = config.RATE_LIMIT_WRITES_PER_MINUTE;
  }

  /** Counts one write of this person; `headers` are the throttler guard's, for the answer. */
  async take(loginId: string): Promise<{ blocked: boolean; headers: [string, number][] }> {
    const key = rateLimitKey(WRITE_LIMIT, loginTracker(loginId));
    const { totalHits, timeToExpire, isBlocked } = await this.storage.increment(key, WRITE_WINDOW_MS, this.limit, WRITE_WINDOW_MS, WRITE_LIMIT);
    return {
      blocked: isBlocked,
      headers: [
        [`X-RateLimit-Limit-${WRITE_LIMIT}`, this.limit],
        [`X-RateLimit-Remaining-${WRITE_LIMIT}`, Math.max(0, this.limit - totalHits)],
        [`X-RateLimit-Reset-${WRITE_LIMIT}`, timeToExpire],
      ],
    };
  }
}
