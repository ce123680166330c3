import type { Types } from 'mongoose';
import { type AccessRequestState, type AccessRequestWire, pickTranslation, type Language } from '../contracts';
import type { Person, ToolRef } from '../tools/tools.public';
import type { AccessGrant, AccessRequest } from './access-request.schema';

export type StoredAccessRequest = AccessRequest & { _id: Types.ObjectId };

export const toolRefOf = (request: Pick<StoredAccessRequest, 'tool_id' | 'tool_title'>): ToolRef => ({ toolId: request.tool_id, title: request.tool_title ?? {} });
export const requesterOf = (request: Pick<StoredAccessRequest, 'requester'>): Person => ({ userId: request.requester._id, fullname: request.requester.fullname });

/**
 * The state its requester sees. The expiry job ends a grant and leaves its requests as decided (on FerretDB an
 * update is a statement a document: it would double the job): a granted request whose grant has ended, or
 * runs now from other requests only (granted again after its end), has expired. As stored until its decision
 * is applied (the grant may not be written yet), or when its grant is gone.
 */
export function shownStateOf(request: Pick<StoredAccessRequest, '_id' | 'status' | 'applied'>, grant: Pick<AccessGrant, 'state' | 'request_id' | 'request_ids'> | null): AccessRequestState {
  if (request.status !== 'granted' || request.applied === false || !grant) return request.status;
  const id = String(request._id);
  const runsFromIt = [grant.request_id, ...(grant.request_ids ?? [])].some((grantedBy) => String(grantedBy) === id);
  return grant.state === 'ended' || !runsFromIt ? 'expired' : 'granted';
}

/** A request on the wire, its tool's title in the reader's language; `state` as its requester sees it (shownStateOf). */
export function accessRequestWire(request: StoredAccessRequest, language: Language, state: AccessRequestState = request.status): AccessRequestWire {
  return {
    id: String(request._id),
    toolId: request.tool_id,
    toolTitle: pickTranslation(request.tool_title, language) || request.tool_id,
    requester: { id: request.requester._id, fullname: request.requester.fullname },
    reason: request.reason,
    answer: request.answer ?? null,
    question: request.question ?? null,
    days: request.days ?? null,
    state,
    createdAt: (request.created_time ?? new Date(0)).toISOString(),
    decidedBy: request.decided_by ? { id: request.decided_by._id, fullname: request.decided_by.fullname } : null,
    decidedAt: request.decided_time ? request.decided_time.toISOString() : null,
    refusalReason: request.refusal_reason ?? null,
    endsAt: request.ends_at ? request.ends_at.toISOString() : null,
    extension: request.extension ?? false,
  };
}
