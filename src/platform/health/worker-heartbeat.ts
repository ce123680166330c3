import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../queues/queues.module';
import { writeDatabaseHeartbeat } from './database-heartbeat';
import { healthKeys } from './health-keys';
import { RedisDataSentinel } from './redis-data-sentinel';
import { processTuning } from '../config/process-tuning';

const WORKER_HEARTBEAT_MS = processTuning().WORKER_HEARTBEAT_MS;
/** A worker not heard of for this long counts as gone (WORKER_SILENT_AFTER_MS, for the fault suite). */
export const WORKER_SILENT_AFTER_MS = processTuning().WORKER_SILENT_AFTER_MS;

/**
 * The worker says it is alive: every few seconds it stamps its id in a Redis sorted set with Redis's
 * own clock (no clock skew between hosts), then checks it can still write the database and that
 * Redis kept its data (so a loss is noticed within seconds even when nobody asks /api/health). The api's /api/health counts the workers heard of recently.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly id = `${hostname()}:${process.pid}`;
  private timer?: NodeJS.Timeout;
  private beating = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    private readonly sentinel: RedisDataSentinel,
  ) {}

  onApplicationBootstrap() {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), WORKER_HEARTBEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.redis.zrem(healthKeys(this.connection).workers, this.id).catch(() => undefined);
  }

  private async beat() {
    if (this.beating) return;
    this.beating = true;
    try {
      const now = await redisNow(this.redis);
      const key = healthKeys(this.connection).workers;
      await this.redis.multi().zadd(key, now, this.id).zremrangebyscore(key, 0, now - WORKER_SILENT_AFTER_MS * 10).exec();
      await writeDatabaseHeartbeat(this.connection, 'worker');
      await this.sentinel.check().catch((error: Error) => this.logger.warn(error.message));
    } catch (error) {
      this.logger.warn(`worker heartbeat skipped: ${(error as Error).message}`);
    } finally {
      this.beating = false;
    }
  }
}

/** How many workers stamped their heartbeat recently (by Redis's clock). */
export async function liveWorkers(redis: Redis, connection: Connection): Promise<number> {
  const now = await redisNow(redis);
  return redis.zcount(healthKeys(connection).workers, now - WORKER_SILENT_AFTER_MS, '+inf');
}

async function redisNow(redis: Redis): Promise<number> {
  const [seconds, micros] = await redis.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}
