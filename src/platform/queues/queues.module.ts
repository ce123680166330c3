import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import IORedis, { Redis } from 'ioredis';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { redisOptionsFromUrl } from './redis-connection';
import { REDIS } from './redis-client';
import { logRedisOutages } from './redis-outage-log';
import { StopWithoutRedis } from './stop-without-redis';

export { REDIS } from './redis-client';

/** BullMQ on Redis for producers (api) and processors (worker), plus one client for health checks. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
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
        logRedisOutages(new IORedis({ ...redisOptionsFromUrl(config.REDIS_URL), lazyConnect: false, enableOfflineQueue: false }), new Logger('Redis'), 'redis client'),
    },
    StopWithoutRedis,
  ],
  exports: [REDIS, BullModule],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
