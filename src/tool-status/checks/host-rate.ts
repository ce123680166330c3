import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';
import { REDIS } from '../../platform/queues/redis-client';

/**
 * Checks started per host and second, counted in Redis so that every worker shares the budget
 * (STATUS_CHECKS_PER_HOST_PER_SECOND). A check over the budget waits for the next second, for at most
 * `waitUpToMs` (part of its interval); past that it runs all the same rather than leaving a hole.
 */
@Injectable()
export class HostRate {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(host: string, waitUpToMs: number): Promise<void> {
    const until = Date.now() + waitUpToMs;
    for (;;) {
      const second = Math.floor(Date.now() / 1000);
      const key = `portal:${this.connection.name}:tool-status:rate:${host.toLowerCase()}:${second}`;
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, 2).exec()) as [[null, number], unknown];
      if (count <= this.config.STATUS_CHECKS_PER_HOST_PER_SECOND || Date.now() >= until) return;
      await new Promise((resolve) => setTimeout(resolve, (second + 1) * 1000 - Date.now() + Math.random() * 50));
    }
  }
}
