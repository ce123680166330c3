import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Principal } from '../../platform/auth/principal';
import { ACCESS_REQUEST_LIMITS } from '../../contracts';
import { longRunning } from '../../platform/database/database-timeouts';
import { RedisReadModel } from '../redis-read-model';
import type { StoredAccessRequest } from '../access-request-view';
import { AccessStore } from '../access-store';

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

/** How many decided requests each approver key keeps, and for how long: "decided by X on …" for the others. */
export const RECENTLY_DECIDED = { kept: ACCESS_REQUEST_LIMITS.pageSize, days: 7 } as const;
const RECENT_MS = RECENTLY_DECIDED.days * 24 * 3600 * 1000;

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
export class AccessInboxes extends RedisReadModel implements OnApplicationBootstrap {
  constructor(private readonly store: AccessStore) {
    super('access-inbox', 'access inboxes');
  }

  onApplicationBootstrap() {
    this.buildInBackground();
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

  /**
   * A decided request leaves the waiting inboxes and joins the same keys' recently decided sets (scored by
   * its decision time, each trimmed to the newest `RECENTLY_DECIDED.kept` of the last `days`), its decided
   * form kept under its own key for as long. Bounded whatever the number of requests; safe to run again.
   */
  async settle(request: Routed & Pick<StoredAccessRequest, 'decided_time' | 'direct'>): Promise<void> {
    if (request.direct) return this.remove(request);
    const at = (request.decided_time ?? new Date()).getTime();
    const multi = this.redis.multi();
    for (const key of inboxKeysOf(request)) {
      multi.zrem(this.key(key), memberOf(request));
      const decided = this.key(`decided:${key}`);
      multi.zadd(decided, at, memberOf(request));
      multi.zremrangebyscore(decided, '-inf', Date.now() - RECENT_MS);
      multi.zremrangebyrank(decided, 0, -RECENTLY_DECIDED.kept - 1);
      multi.pexpire(decided, RECENT_MS);
    }
    multi.hdel(this.key('requests'), String(request._id));
    await multi.set(this.key(`decided-request:${String(request._id)}`), JSON.stringify(request), 'PX', RECENT_MS).exec();
  }

  /** The requests of the caller's keys that someone else decided lately, newest first, optionally of one tool. */
  async recentlyDecided(caller: Principal, toolId?: string): Promise<StoredAccessRequest[]> {
    const multi = this.redis.multi();
    for (const key of inboxKeysOfCaller(caller)) multi.zrange(this.key(`decided:${key}`), Date.now() - RECENT_MS, '+inf', 'BYSCORE');
    const lists = ((await multi.exec()) ?? []).map(([, members]) => (members ?? []) as string[]);
    const ids = new Set<string>();
    for (const member of lists.flat()) {
      const [id, memberTool, requesterId] = member.split('|');
      if (requesterId !== caller.userId && (!toolId || memberTool === toolId)) ids.add(id);
    }
    if (!ids.size) return [];
    const stored = await this.redis.mget(...[...ids].map((id) => this.key(`decided-request:${id}`)));
    return stored
      .filter((json): json is string => !!json)
      .map(revive)
      .filter((request) => request.decided_by?._id !== caller.userId)
      .sort((a, b) => (b.decided_time?.getTime() ?? 0) - (a.decided_time?.getTime() ?? 0))
      .slice(0, RECENTLY_DECIDED.kept);
  }

  /** The caller's waiting requests (others' only), newest first, optionally of one tool, one page at a time. */
  async page(caller: Principal, options: { toolId?: string; page: number; perPage: number }): Promise<InboxPage> {
    await this.ready();
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

  protected async fill(): Promise<number> {
    let filed = 0;
    for await (const request of this.store.requests.find({ status: 'waiting' }).lean<StoredAccessRequest[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor()) {
      await this.file(request as StoredAccessRequest);
      filed++;
    }
    return filed;
  }
}

function revive(json: string): StoredAccessRequest {
  const request = JSON.parse(json) as StoredAccessRequest & { created_time?: string | Date; decided_time?: string | Date; ends_at?: string | Date };
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : undefined);
  return { ...request, created_time: date(request.created_time), decided_time: date(request.decided_time) ?? null, ends_at: date(request.ends_at) ?? null } as StoredAccessRequest;
}
