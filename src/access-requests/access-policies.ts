import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { type AccessPolicyWire, ALL_VIEWERS } from '../contracts';
import { longRunning } from '../platform/database/database-timeouts';
import { type CatalogueTool } from './catalogue-tool';
import { AccessPolicy } from './access-request.schema';
import { AccessStore } from './access-store';
import { RedisReadModel } from './redis-read-model';

const NONE = (toolId: string): AccessPolicyWire => ({ toolId, requestable: false, approvers: { kind: 'managers' }, maxDays: null, question: null });

export function policyWire(toolId: string, stored: AccessPolicy | null): AccessPolicyWire {
  if (!stored) return NONE(toolId);
  const { kind, groupId, userIds } = stored.approvers ?? { kind: 'managers' };
  const approvers = kind === 'group' ? { kind, groupId: groupId ?? '' } : kind === 'people' ? { kind, userIds: userIds ?? [] } : { kind: 'managers' as const };
  return { toolId, requestable: stored.requestable, approvers, maxDays: stored.max_days ?? null, question: stored.question ?? null };
}

/** Can this tool be requested at all: live, private, and its policy says so. */
export const isRequestable = (tool: CatalogueTool | undefined, policy: AccessPolicyWire): tool is CatalogueTool =>
  !!tool && policy.requestable && !tool.deleted && tool.is_published && !tool.users.includes(ALL_VIEWERS);

/** The requestable policies as last read from Redis, with the version they were read at. */
export interface RequestableSet {
  version: string;
  policies: AccessPolicyWire[];
}

/**
 * The policies, read by tool id (absent: not requestable). The requestable ones are also a Redis read model
 * (a hash tool id → policy, and a version bumped by every change), so the requestable-tools list never
 * scans `access_policies` (FerretDB filters anything but an `_id` read document by document: 12.5 s a call
 * at 2,000 tools, bench/README.md); each process keeps the parsed hash until the version moves. A policy
 * turned on is filed before it is stored and one turned off dropped after, so a crash between the two lists
 * a tool too many (its request is refused, the policy being read by `_id`), never one too few.
 */
@Injectable()
export class AccessPolicies extends RedisReadModel<'requestable' | 'version'> implements OnApplicationBootstrap {
  private kept: RequestableSet = { version: '', policies: [] };

  constructor(private readonly store: AccessStore) {
    super('access-policies', 'requestable policies');
  }

  onApplicationBootstrap() {
    this.buildInBackground();
  }

  async of(toolId: string): Promise<AccessPolicyWire> {
    return policyWire(toolId, await this.store.policies.findById(toolId).lean());
  }

  /** Stores a tool's policy, the read model kept around the write (see above). */
  async save(toolId: string, stored: Omit<AccessPolicy, '_id'>): Promise<AccessPolicyWire> {
    const wire = policyWire(toolId, { _id: toolId, ...stored });
    if (wire.requestable) await this.file(wire);
    await this.store.policies.updateOne({ _id: toolId }, { $set: stored }, { upsert: true });
    if (!wire.requestable) await this.redis.multi().hdel(this.key('requestable'), toolId).incr(this.key('version')).exec();
    return wire;
  }

  /** The requestable policies, one Redis read a call while nothing changed. */
  async requestable(): Promise<RequestableSet> {
    await this.ready();
    const version = (await this.redis.get(this.key('version'))) ?? '0';
    if (version === this.kept.version) return this.kept;
    const [[, readVersion], [, stored]] = (await this.redis.multi().get(this.key('version')).hgetall(this.key('requestable')).exec()) as [[null, string | null], [null, Record<string, string>]];
    this.kept = { version: readVersion ?? '0', policies: Object.values(stored).map((json) => JSON.parse(json) as AccessPolicyWire) };
    return this.kept;
  }

  private async file(wire: AccessPolicyWire): Promise<void> {
    await this.redis.multi().hset(this.key('requestable'), wire.toolId, JSON.stringify(wire)).incr(this.key('version')).exec();
  }

  /** Files every requestable policy; the version starts from the time, never one a process may have kept from before Redis lost its data. */
  protected async fill(): Promise<number> {
    let filed = 0;
    let pending: Record<string, string> = {};
    const flush = async () => {
      if (Object.keys(pending).length) await this.redis.hset(this.key('requestable'), pending);
      pending = {};
    };
    const cursor = this.store.policies.find({ requestable: true }).lean<AccessPolicy[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor();
    for await (const policy of cursor as AsyncIterable<AccessPolicy>) {
      pending[policy._id] = JSON.stringify(policyWire(policy._id, policy));
      if (++filed % 500 === 0) await flush();
    }
    await flush();
    await this.redis.set(this.key('version'), String(Date.now()));
    return filed;
  }
}
