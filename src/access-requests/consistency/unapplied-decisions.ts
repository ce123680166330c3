import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { longRunning } from '../../platform/database/database-timeouts';
import { AccessStore } from '../access-store';
import { RedisReadModel } from '../redis-read-model';

/**
 * The decisions stored but perhaps not applied, a Redis read model the reconciler reads instead of
 * scanning `access_requests` (FerretDB filters any query but an `_id` read document by document: the scan
 * of 10,000 requests ran past its 20 s limit, bench/README.md; an `_id` range is filtered the same way). A
 * sorted set of request ids scored by when they were filed: filed before the decision is stored, taken
 * out after the request is marked applied, so a crash leaves an id too many, never one too few (the
 * reconciler reads each by `_id`). Built from the database when its `built` key is missing.
 */
@Injectable()
export class UnappliedDecisions extends RedisReadModel<'filed'> {
  constructor(private readonly store: AccessStore) {
    super('access-unapplied', 'unapplied access decisions');
  }

  /** Before a decision is stored. */
  async file(requestId: string): Promise<void> {
    await this.redis.zadd(this.key('filed'), Date.now(), requestId);
  }

  /** After its request is marked applied (or found so, or never decided). */
  async settle(requestId: string): Promise<void> {
    await this.redis.zrem(this.key('filed'), requestId);
  }

  /** Ids filed before `cutoff` and when, oldest first, at most `count` (a decision filed since may still be under way). */
  async filedBefore(cutoff: Date, count: number): Promise<{ id: string; filedAt: number }[]> {
    await this.ready();
    const flat = await this.redis.zrangebyscore(this.key('filed'), '-inf', cutoff.getTime(), 'WITHSCORES', 'LIMIT', 0, count);
    return Array.from({ length: flat.length / 2 }, (_, n) => ({ id: flat[2 * n], filedAt: Number(flat[2 * n + 1]) }));
  }

  protected async fill(): Promise<number> {
    let filed = 0;
    const cursor = this.store.requests.find({ applied: false }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor();
    for await (const request of cursor as AsyncIterable<{ _id: Types.ObjectId }>) {
      await this.redis.zadd(this.key('filed'), 0, String(request._id));
      filed++;
    }
    return filed;
  }
}
