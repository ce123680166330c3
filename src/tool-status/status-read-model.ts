import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/redis-client';
import type { StoredStatusView } from './state/status-view';

/**
 * The wall's read model of tools' statuses: one Redis hash, tool id → the JSON of its StoredStatusView,
 * written by the worker after each check and by the maintenance and check commands. Reading it is one
 * HGETALL; no check ever runs on a page's path.
 */
@Injectable()
export class StatusReadModel {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private get key() {
    return `portal:${this.connection.name}:tool-status`;
  }

  async put(toolId: string, view: StoredStatusView | null): Promise<void> {
    if (view) await this.redis.hset(this.key, toolId, JSON.stringify(view));
    else await this.redis.hdel(this.key, toolId);
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
