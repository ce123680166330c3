import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AnyBulkWriteOperation, Types } from 'mongoose';
import { retryWhenBusy } from '../../../platform/database/retry-when-busy';
import { REDIS } from '../../../platform/queues/queues.module';
import { DirectoryCache } from '../../directory-cache';
import { User } from '../../user.schema';
import { processTuning } from '../../../platform/config/process-tuning';
import { DirectoryStore } from '../../directory-models';

/** How often the notes are written to the database, and how many people one write carries. */
const DRAIN_EVERY_MS = processTuning().LAST_SIGN_IN_DRAIN_MS;
const PEOPLE_PER_WRITE = 50;

/** Deletes each noted field whose value is still the one just written (a newer sign-in stays noted). */
const FORGET_WRITTEN = `
for i = 1, #ARGV, 2 do
  if redis.call('HGET', KEYS[1], ARGV[i]) == ARGV[i + 1] then redis.call('HDEL', KEYS[1], ARGV[i]) end
end
return 0`;

/**
 * Stores people's last sign-in in the database without holding their sign-in. A sign-in notes its
 * time in a Redis hash (the users table shows it at once from the directory index); this writer
 * drains the notes every few seconds, one bulk write in flight per process. Behind an import,
 * FerretDB's single SQLite writer makes the notes wait in Redis instead of piling up one retried
 * write per sign-in, whose waiting connections starved the sign-ins' own reads. Notes outlive a
 * crash: whichever api drains next writes them; writing one twice is harmless.
 */
@Injectable()
export class LastSignInWriter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LastSignInWriter.name);
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private failing = false;

  constructor(
    private readonly store: DirectoryStore,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cache: DirectoryCache,
  ) {}

  private key = () => `${this.cache.namespace()}:last-sign-ins`;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.drain(), DRAIN_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.draining;
  }

  /** Notes a sign-in; without Redis, writes it at once in the background (one try, logged). */
  async note(userId: Types.ObjectId, at: Date): Promise<void> {
    try {
      await this.redis.hset(this.key(), String(userId), at.toISOString());
    } catch {
      this.store.users
        .updateOne({ _id: userId }, { $set: { last_login_time: at, updated_time: at } }, { timestamps: false })
        .exec()
        .catch((error: Error) => this.logger.warn(`the last sign-in of ${String(userId)} was not stored: ${error.message}`));
    }
  }

  /** Writes the noted sign-ins, a batch at a time; one drain at a time in this process. */
  drain(): Promise<void> {
    this.draining ??= this.writeNoted().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async writeNoted(): Promise<void> {
    try {
      for (let cursor = '0'; ; ) {
        const [next, flat] = await this.redis.hscan(this.key(), cursor, 'COUNT', PEOPLE_PER_WRITE);
        if (flat.length > 0) await this.write(flat);
        cursor = next;
        if (cursor === '0') break;
      }
      if (this.failing) this.logger.log('last sign-ins are written to the database again');
      this.failing = false;
    } catch (error) {
      // Kept in Redis: the next drain writes them. Logged once per outage.
      if (!this.failing) this.logger.warn(`last sign-ins wait in Redis, the database write failed: ${(error as Error).message}`);
      this.failing = true;
    }
  }

  private async write(flat: string[]): Promise<void> {
    const operations: AnyBulkWriteOperation<User>[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      if (!Types.ObjectId.isValid(flat[i])) continue;
      const at = new Date(flat[i + 1]);
      operations.push({ updateOne: { filter: { _id: new Types.ObjectId(flat[i]) }, update: { $set: { last_login_time: at, updated_time: at } }, timestamps: false } });
    }
    if (operations.length > 0) {
      await retryWhenBusy('writing last sign-ins', () => this.store.users.bulkWrite(operations, { ordered: false }), { attempts: 3, warn: (message) => this.logger.debug(message) });
    }
    await this.redis.eval(FORGET_WRITTEN, 1, this.key(), ...flat);
  }
}
