import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/redis-client';
import { storedViewOf, type StoredStatusView } from './state/status-view';
import type { StatusCheck } from './status-check.schema';

/**
 * How long one process reuses its last read of the hash: the worker rewrites it after every check (2,000
 * a minute at scale), so every wall would otherwise read and parse all of it; a tile's status or last check
 * is then at most this late, and this process's own writes are seen at once.
 */
export const SHARED_READ_MS = 2_000;

const PUT_IF_SETTINGS = `if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) end
return 1`;

/**
 * The wall's read model of tools' statuses: one Redis hash, tool id → the JSON of its StoredStatusView,
 * written by the worker after each check and by the maintenance and check commands. Reading it is one
 * HGETALL shared by the calls of SHARED_READ_MS; no check ever runs on a page's path.
 */
@Injectable()
export class StatusReadModel {
  private shared?: { at: number; views: Map<string, StoredStatusView> };
  private reading?: Promise<Map<string, StoredStatusView>>;
  /** Counts this process's writes: a read that began before one is not kept. */
  private writes = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private get key() {
    return `portal:${this.connection.name}:tool-status`;
  }

  async put(toolId: string, view: StoredStatusView | null): Promise<void> {
    this.writes++;
    this.shared = undefined;
    if (view) await this.redis.hset(this.key, toolId, JSON.stringify(view));
    else await this.redis.hdel(this.key, toolId);
  }

  /**
   * A check run's result, written only while the check's settings are still the text the run read (`settingsKey`
   * field `toolId`): a check turned off or changed during the run keeps what its command wrote.
   */
  async putIfSettings(toolId: string, view: StoredStatusView | null, settingsKey: string, settingsJson: string): Promise<void> {
    this.writes++;
    this.shared = undefined;
    await this.redis.eval(PUT_IF_SETTINGS, 2, this.key, settingsKey, toolId, settingsJson, view ? JSON.stringify(view) : '');
  }

  /** A command's new check settings or maintenance, keeping the last check the worker wrote. */
  async putKeepingLast(toolId: string, check: Pick<StatusCheck, 'confirmed' | 'slow_ms' | 'maintenance' | 'url'> | null): Promise<void> {
    await this.put(toolId, check ? storedViewOf({ ...check, last: (await this.one(toolId))?.last ?? null }) : null);
  }

  /** Every status, as read at most SHARED_READ_MS ago by this process (concurrent callers share one read). */
  recent(): Promise<Map<string, StoredStatusView>> {
    if (this.shared && Date.now() - this.shared.at < SHARED_READ_MS) return Promise.resolve(this.shared.views);
    if (!this.reading) {
      const writes = this.writes;
      this.reading = this.all()
        .then((views) => {
          if (writes === this.writes) this.shared = { at: Date.now(), views };
          return views;
        })
        .finally(() => (this.reading = undefined));
    }
    return this.reading;
  }

  async all(): Promise<Map<string, StoredStatusView>> {
    const entries = await this.redis.hgetall(this.key);
    return new Map(Object.entries(entries).map(([id, json]) => [id, JSON.parse(json) as StoredStatusView]));
  }

  async one(toolId: string): Promise<StoredStatusView | null> {
    const json = await this.redis.hget(this.key, toolId);
    return json ? (JSON.parse(json) as StoredStatusView) : null;
  }
}
