import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { longRunning } from '../../platform/database/database-timeouts';
import type { StoredAccessRequest } from '../access-request-view';
import { RedisReadModel } from '../redis-read-model';
import { inParallel } from '../../platform/database/in-parallel';
import { AccessStore } from '../access-store';

const READS_AT_ONCE = 10;

type Listed = Pick<StoredAccessRequest, '_id' | 'tool_id' | 'requester'>;

/** Deletes a person's open request of a tool only if it is still this request (a newer one may have taken its place). */
const CLOSE_IF_SAME = `if redis.call('hget', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('hdel', KEYS[1], ARGV[1]) end return 0`;

/**
 * Each requester's read model, in Redis, so "My requests", the requestable tools and the one-open-request
 * check never query `access_requests` (FerretDB filters every query but a pure `_id` read document by
 * document: seconds at 10,000 requests, bench/README.md). Per person: a sorted set of their request ids
 * (every score 0, so members sort as ObjectIds, in creation order; direct grants are not theirs to list)
 * and a hash of their open (waiting) request per tool. A request is filed before it is stored and closed
 * after its decision or withdrawal is stored, so a crash leaves an id too many, never one too few: readers
 * read each request by `_id` and pass over what is not there or no longer waiting. Built from the database
 * at each process's start when its `built` key is missing (a new database, or Redis lost its data); the
 * readers wait for that build.
 */
@Injectable()
export class RequesterLists extends RedisReadModel implements OnApplicationBootstrap {
  constructor(private readonly store: AccessStore) {
    super('access-requester', "requesters' lists");
  }

  onApplicationBootstrap() {
    this.buildInBackground();
  }

  /** A new request: listed, and the person's open one for its tool while it waits. */
  async file(request: Listed & Pick<StoredAccessRequest, 'status'> & { direct?: boolean }): Promise<void> {
    if (request.direct) return;
    const person = request.requester._id;
    const multi = this.redis.multi().zadd(this.key(`mine:${person}`), 0, String(request._id));
    if (request.status === 'waiting') multi.hset(this.key(`open:${person}`), request.tool_id, String(request._id));
    await multi.exec();
  }

  /** A request no longer waiting (decided or withdrawn, stored first): no longer the person's open one. */
  async close(request: Listed): Promise<void> {
    await this.redis.eval(CLOSE_IF_SAME, 1, this.key(`open:${request.requester._id}`), request.tool_id, String(request._id));
  }

  /** A person's requests, newest first, at most `count`, each read by `_id`. */
  async requestsOf(personId: string, count: number): Promise<StoredAccessRequest[]> {
    await this.ready();
    return this.read(await this.redis.zrevrange(this.key(`mine:${personId}`), 0, count - 1));
  }

  /** The id of a person's open request of a tool, if one is stored and waiting. */
  async openOne(personId: string, toolId: string): Promise<string | null> {
    await this.ready();
    const id = await this.redis.hget(this.key(`open:${personId}`), toolId);
    const [request] = id ? await this.read([id]) : [];
    return request?.status === 'waiting' ? id : null;
  }

  /** A person's open requests: tool id → request id, each checked by `_id` (a crash may have left one filed). */
  async openOf(personId: string): Promise<Map<string, string>> {
    await this.ready();
    const filed = await this.redis.hvals(this.key(`open:${personId}`));
    return new Map((await this.read(filed)).filter((request) => request.status === 'waiting').map((request) => [request.tool_id, String(request._id)]));
  }

  /** Requests by `_id`, the one read FerretDB does not scan for, a few at a time, in the order given; missing ones left out. */
  private async read(ids: string[]): Promise<StoredAccessRequest[]> {
    const found = new Array<StoredAccessRequest | null>(ids.length).fill(null);
    await inParallel([...ids.keys()], READS_AT_ONCE, async (at) => {
      if (isValidObjectId(ids[at])) found[at] = await this.store.requests.findById(ids[at]).lean<StoredAccessRequest>();
    });
    return found.filter((request): request is StoredAccessRequest => !!request);
  }

  protected async fill(): Promise<number> {
    let filed = 0;
    const cursor = this.store.requests.find({ direct: { $ne: true } }, { tool_id: 1, requester: 1, status: 1 }).lean<StoredAccessRequest[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor();
    for await (const request of cursor as AsyncIterable<StoredAccessRequest>) {
      await this.file(request);
      filed++;
    }
    return filed;
  }
}
