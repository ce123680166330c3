import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection, Model } from 'mongoose';
import type { Principal } from '../../platform/auth/principal';
import { longRunning } from '../../platform/database/database-timeouts';
import { REDIS } from '../../platform/queues/redis-client';
import { AccessRequest } from '../access-request.schema';
import { ReadModelBuild } from '../read-model-build';
import type { StoredAccessRequest } from '../access-request-view';

type Routed = Pick<StoredAccessRequest, '_id' | 'tool_id' | 'requester' | 'approver_ids' | 'approver_group'>;

/** The inbox keys a request is filed under: each named approver, its group, and the administrators'. */
export const inboxKeysOf = (request: Pick<Routed, 'approver_ids' | 'approver_group'>): string[] => [
  ...request.approver_ids.map((id) => `user:${id}`),
  ...(request.approver_group ? [`group:${request.approver_group}`] : []),
  'all',
];

/** The inbox keys a caller reads: the administrators' for an administrator, else their own and their groups'. */
export const inboxKeysOfCaller = (caller: Principal): string[] =>
  caller.roles.includes('administrator') ? ['all'] : [`user:${caller.userId}`, ...(caller.groups ?? []).map((guid) => `group:${guid}`)];

/** A sorted set's member: the request, its tool and its requester (to filter by tool and leave out one's own). */
const memberOf = (request: Pick<Routed, '_id' | 'tool_id' | 'requester'>) => `${String(request._id)}|${request.tool_id}|${request.requester._id}`;

export interface InboxPage {
  requests: StoredAccessRequest[];
  total: number;
}

/**
 * The approvers' read model of waiting requests, in Redis: one sorted set per approver key (every score 0,
 * so members sort by their text, an ObjectId's creation order) and one hash of the requests themselves.
 * Listing never queries `access_requests`: FerretDB filters every query but a pure `_id` read in Go,
 * document by document, and the list of 10,000 waiting requests took 18 s there (bench/README.md).
 * A request is filed before it is stored and taken out after its decision or withdrawal is stored. The
 * model is built from the database at the api's start and whenever Redis lost it (its `built` key gone).
 */
@Injectable()
export class AccessInboxes implements OnApplicationBootstrap {
  private readonly model: ReadModelBuild;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(AccessRequest.name) private readonly requests: Model<AccessRequest>,
  ) {
    this.model = new ReadModelBuild(redis, () => this.key('built'), () => this.fill(), new Logger(AccessInboxes.name), 'access inboxes');
  }

  private key(name: string) {
    return `portal:${this.connection.name}:access-inbox:${name}`;
  }

  onApplicationBootstrap() {
    this.model.start();
  }

  async file(request: Routed & Pick<StoredAccessRequest, 'created_time'>): Promise<void> {
    const multi = this.redis.multi();
    for (const key of inboxKeysOf(request)) multi.zadd(this.key(key), 0, memberOf(request));
    await multi.hset(this.key('requests'), String(request._id), JSON.stringify(request)).exec();
  }

  async remove(request: Routed): Promise<void> {
    const multi = this.redis.multi();
    for (const key of inboxKeysOf(request)) multi.zrem(this.key(key), memberOf(request));
    await multi.hdel(this.key('requests'), String(request._id)).exec();
  }

  /** The caller's waiting requests (others' only), newest first, optionally of one tool, one page at a time. */
  async page(caller: Principal, options: { toolId?: string; page: number; perPage: number }): Promise<InboxPage> {
    await this.model.ready();
    const multi = this.redis.multi();
    for (const key of inboxKeysOfCaller(caller)) multi.zrange(this.key(key), 0, -1);
    const lists = ((await multi.exec()) ?? []).map(([, members]) => (members ?? []) as string[]);
    const ids = new Set<string>();
    for (const members of lists)
      for (const member of members) {
        const [id, toolId, requesterId] = member.split('|');
        if (requesterId !== caller.userId && (!options.toolId || toolId === options.toolId)) ids.add(id);
      }
    const sorted = [...ids].sort().reverse();
    const slice = sorted.slice((options.page - 1) * options.perPage, options.page * options.perPage);
    const stored = slice.length ? await this.redis.hmget(this.key('requests'), ...slice) : [];
    const requests = stored.filter((json): json is string => !!json).map(revive);
    return { requests, total: sorted.length - (slice.length - requests.length) };
  }

  private async fill(): Promise<number> {
    let filed = 0;
    for await (const request of this.requests.find({ status: 'waiting' }).lean<StoredAccessRequest[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor()) {
      await this.file(request as StoredAccessRequest);
      filed++;
    }
    return filed;
  }
}

function revive(json: string): StoredAccessRequest {
  const request = JSON.parse(json) as StoredAccessRequest & { created_time?: string | Date };
  return { ...request, created_time: request.created_time ? new Date(request.created_time) : undefined };
}
