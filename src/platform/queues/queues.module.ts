import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import IORedis, { Redis } from 'ioredis';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { redisOptionsFromUrl } from './redis-connection';

export const REDIS = Symbol('REDIS');

/** BullMQ on Redis for producers (api) and processors (worker), plus one client for health checks. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: redisOptionsFromUrl(config.REDIS_URL),
        prefix: 'portal',
      }),
    }),
  ],
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new IORedis({ ...redisOptionsFromUrl(config.REDIS_URL), lazyConnect: false, enableOfflineQueue: false }),
    },
  ],
  exports: [REDIS, BullModule],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
