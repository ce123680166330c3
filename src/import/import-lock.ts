import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/queues.module';

/** Taken when an import is queued: long enough to wait for a busy or restarting worker. */
export const QUEUED_LOCK_MS = 15 * 60_000;
/** Held by the running import, renewed every third of it: a crashed worker frees it within a minute. */
export const RUNNING_LOCK_MS = 60_000;

/** Takes the lock for `owner` when it is free, already `owner`'s, or held by ARGV[3] (an ended run); answers 1 when held. */
const CLAIM = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] and holder ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * One directory import at a time, across every api and worker: a Redis key holding the job id.
 * The api takes it when it queues an import (a second request is refused while it is held); the
 * worker claims it for the same job when it starts, renews it while running and releases it at
 * the end. The key carries the database name, so test files sharing one Redis never block each other.
 */
@Injectable()
export class ImportLock {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  key() {
    return `portal:${this.connection.name}:import:lock`;
  }

  /**
   * `endedHolder`: a job whose run has saved its ended report, so the lock passes to `owner` even
   * though that run has not released it yet (it is still removing its files); its own renewals and
   * release then find another holder and change nothing.
   */
  async claim(owner: string, ttlMs: number, endedHolder = ''): Promise<boolean> {
    return (await this.redis.eval(CLAIM, 1, this.key(), owner, String(ttlMs), endedHolder)) === 1;
  }

  async release(owner: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(), owner);
  }

  holder(): Promise<string | null> {
    return this.redis.get(this.key());
  }

  /** Renews the claim while `work` runs. */
  async whileHeld<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => void this.claim(owner, RUNNING_LOCK_MS).catch(() => undefined), RUNNING_LOCK_MS / 3);
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await this.release(owner).catch(() => undefined);
    }
  }
}
