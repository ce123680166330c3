import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/queues.module';

/** An import awaiting confirmation keeps its files this long; a later one replaces it sooner. */
const AWAITING_TTL_SECONDS = 7 * 86_400;

/** Deletes the key when it still names this job: the one confirmation that wins. */
const TAKE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
return 0`;

/**
 * The one import (per database) that stopped at the deletion guard and waits for an administrator:
 * a Redis key holding its job id. A newer import stopping at the guard replaces it; confirming takes
 * the key, so two clicks (or two administrators) start one run.
 */
@Injectable()
export class ImportConfirmations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private key() {
    return `portal:${this.connection.name}:import:awaiting`;
  }

  /** Records `jobId` as the one awaiting confirmation; answers the job it replaces, if any. */
  async register(jobId: string): Promise<string | null> {
    return (await this.redis.set(this.key(), jobId, 'EX', AWAITING_TTL_SECONDS, 'GET')) as string | null;
  }

  /** Takes the confirmation of `jobId`: false when it no longer awaits one (confirmed, replaced, expired). */
  async take(jobId: string): Promise<boolean> {
    return (await this.redis.eval(TAKE, 1, this.key(), jobId)) === 1;
  }

  /** Puts back a confirmation taken by a run that could not be queued. */
  async restore(jobId: string): Promise<void> {
    await this.redis.set(this.key(), jobId, 'EX', AWAITING_TTL_SECONDS, 'NX');
  }

  async awaiting(jobId: string): Promise<boolean> {
    return (await this.redis.get(this.key())) === jobId;
  }
}
