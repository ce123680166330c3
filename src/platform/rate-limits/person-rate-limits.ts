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
export const SEARCH_LIMIT = 'search';
export const SEARCH_WINDOW_MS = 60_000;

/** One count of a person's limit, and the throttler guard's headers for the answer. */
export interface TakenLimit {
  /** False when Redis could not count it (the call then goes through uncounted). */
  counted: boolean;
  blocked: boolean;
  headers: [string, number][];
}

/**
 * A per-person limit taken outside Nest's guards, by a route answered before the router (`FastRoutes`):
 * the same count, keys and headers as the throttler guard's limit of that name, so a person's calls count
 * together whichever way they came.
 */
export class PersonRateLimit {
  private readonly storage: RedisThrottlerStorage;

  constructor(
    redis: Redis,
    connection: Connection,
    readonly name: string,
    readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.storage = new RedisThrottlerStorage(redis, rateLimitPrefix(connection.name));
  }

  /** Counts one call of this person. */
  async take(loginId: string): Promise<TakenLimit> {
    const { totalHits, timeToExpire, isBlocked } = await this.storage.increment(this.keyOf(loginId), this.windowMs, this.limit, this.windowMs, this.name);
    return {
      counted: totalHits > 0,
      blocked: isBlocked,
      headers: [
        [`X-RateLimit-Limit-${this.name}`, this.limit],
        [`X-RateLimit-Remaining-${this.name}`, Math.max(0, this.limit - totalHits)],
        [`X-RateLimit-Reset-${this.name}`, timeToExpire],
      ],
    };
  }

  /** Takes back one call counted by `take`, which the full route then counted itself. */
  giveBack(loginId: string): Promise<void> {
    return this.storage.giveBack(this.keyOf(loginId), this.name);
  }

  private keyOf(loginId: string): string {
    return rateLimitKey(this.name, loginTracker(loginId));
  }
}

/** The throttler guard's `write` limit: every call that is not a read. */
@Injectable()
export class WriteRateLimit extends PersonRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @InjectConnection() connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    super(redis, connection, WRITE_LIMIT, config.RATE_LIMIT_WRITES_PER_MINUTE, WRITE_WINDOW_MS);
  }
}

/** The throttler guard's `search` limit: the directory's word searches. */
@Injectable()
export class SearchRateLimit extends PersonRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @InjectConnection() connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    super(redis, connection, SEARCH_LIMIT, config.RATE_LIMIT_SEARCHES_PER_MINUTE, SEARCH_WINDOW_MS);
  }
}
