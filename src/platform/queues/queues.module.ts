import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { getConnectionToken } from '@nestjs/mongoose';
import IORedis, { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { redisConnectionOptions } from './redis-connection';
import { REDIS } from './redis-client';
import { queuePrefixOf, RedisKeys } from './redis-keys';
import { logRedisOutages } from './redis-outage-log';
import { dropConnectionWhenUnanswered } from './redis-responsiveness';
import { StopWithoutRedis } from './stop-without-redis';

export { REDIS } from './redis-client';

const REDIS_CONNECT_WAIT_MS = 2_000;
/** The longest a command of ours waits for Redis's answer (BullMQ's connections have their own rules). */
const REDIS_COMMAND_TIMEOUT_MS = 3_000;
/** How each REDIS client's PING probe is ended (a test may run several apps in one process). */
const probes = new WeakMap<Redis, () => void>();

/** Resolves once the client is ready, or after `ms` whatever its state. */
function connectedWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

/** BullMQ on Redis for producers (api) and processors (worker), plus one client for health checks. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG, getConnectionToken()],
      useFactory: (config: AppConfig, connection: Connection) => ({
        connection: redisConnectionOptions(config),
        prefix: queuePrefixOf(connection),
      }),
    }),
  ],
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        // A Redis that stops answering (frozen, a network partition) fails each command after a bound, as a
        // dead one does at once: a request never waits for it, nor runs its change after its caller gave up.
        const options = {
          ...redisConnectionOptions(config),
          lazyConnect: false,
          enableOfflineQueue: false,
          // A command in flight when the connection drops fails; it is never sent again after its caller was answered.
          maxRetriesPerRequest: 0,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        };
        const logger = new Logger('Redis');
        const client = logRedisOutages(new IORedis(options), logger, 'redis client');
        probes.set(client, dropConnectionWhenUnanswered(client, logger, 'redis client'));
        // Without an offline queue, a command sent before the connection is up fails at once: the start-up
        // work (the directory index, the catalogue) waits for it briefly, but never for a Redis that is down.
        await connectedWithin(client, REDIS_CONNECT_WAIT_MS);
        return client;
      },
    },
    StopWithoutRedis,
    RedisKeys,
  ],
  exports: [REDIS, RedisKeys, BullModule],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    probes.get(this.redis)?.();
    this.redis.disconnect();
  }
}
