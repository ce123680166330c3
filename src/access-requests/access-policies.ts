import { Injectable } from '@nestjs/common';
import { type AccessPolicyWire, ALL_VIEWERS } from '../contracts';
import { type CatalogueTool } from './catalogue-tool';
import { AccessPolicy } from './access-request.schema';
import { AccessStore } from './access-store';

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

/** The policies, read by tool id (absent: not requestable). */
@Injectable()
export class AccessPolicies {
  constructor(private readonly store: AccessStore) {}

  async of(toolId: string): Promise<AccessPolicyWire> {
    return policyWire(toolId, await this.store.policies.findById(toolId).lean());
  }

  async requestable(): Promise<AccessPolicyWire[]> {
    const stored = await this.store.policies.find({ requestable: true }).lean();
    return stored.map((policy) => policyWire(policy._id, policy));
  }
}
