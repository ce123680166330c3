import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../queues/queues.module';
import { HEALTH_COLLECTION, healthKeys } from './health-keys';

/** After Redis lost its data, the queue check stays down this long, so a person or a monitor sees it. */
const DATA_LOSS_REPORTED_MS = 15 * 60 * 1000;

interface SentinelRecord {
  _id: 'redis-sentinel';
  token: string;
  lost_at?: Date;
}

/**
 * Tells whether Redis lost its data (a restart without persistence, a flush, an eviction): a key
 * with a random token lives in Redis, and the same token is kept in the database. The key missing
 * while the database remembers a token means Redis came back empty, so queued mails and jobs may be
 * gone. Every process checks (the worker on each heartbeat, the api on each health call); the
 * first to notice records when in the database, re-arms the key, and logs it.
 */
@Injectable()
export class RedisDataSentinel {
  private readonly logger = new Logger(RedisDataSentinel.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Resolves when Redis kept its data; rejects with the time of the loss when it lost it recently. */
  async check(): Promise<string | void> {
    const records = this.connection.collection<SentinelRecord>(HEALTH_COLLECTION);
    const key = healthKeys(this.connection).sentinel;
    const inRedis = await this.redis.get(key);
    // Without the database the loss cannot be told apart from a first start: the database check reports that.
    const record = await records.findOne({ _id: 'redis-sentinel' }, { maxTimeMS: 1500 }).catch(() => undefined);
    if (record === undefined) return 'data loss not checked: the database does not answer';
    let lostAt = record?.lost_at;
    if (inRedis === null) {
      const token = randomUUID();
      // NX: of several processes noticing at once, one re-arms and records.
      if ((await this.redis.set(key, token, 'NX')) === 'OK') {
        if (record) {
          lostAt = new Date();
          this.logger.error(`Redis lost its data (the sentinel key is gone): mails and jobs queued before ${lostAt.toISOString()} may be lost`);
        }
        await records.replaceOne({ _id: 'redis-sentinel' }, { token, ...(lostAt ? { lost_at: lostAt } : {}) }, { upsert: true });
      }
    }
    if (lostAt && Date.now() - lostAt.getTime() < DATA_LOSS_REPORTED_MS) {
      throw new Error(`Redis lost its data at ${lostAt.toISOString()}: mails and jobs queued before may be lost`);
    }
  }
}
