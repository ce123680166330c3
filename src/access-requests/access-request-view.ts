import type { Types } from 'mongoose';
import { type AccessRequestWire, pickTranslation, type Language } from '../contracts';
import type { Person, ToolRef } from '../tools/tools.public';
import type { AccessRequest } from './access-request.schema';

export type StoredAccessRequest = AccessRequest & { _id: Types.ObjectId };

export const toolRefOf = (request: Pick<StoredAccessRequest, 'tool_id' | 'tool_title'>): ToolRef => ({ toolId: request.tool_id, title: request.tool_title ?? {} });
export const requesterOf = (request: Pick<StoredAccessRequest, 'requester'>): Person => ({ userId: request.requester._id, fullname: request.requester.fullname });

/** A request on the wire, its tool's title in the reader's language. */
export function accessRequestWire(request: StoredAccessRequest, language: Language): AccessRequestWire {
  return {
    id: String(request._id),
    toolId: request.tool_id,
    toolTitle: pickTranslation(request.tool_title, language) || request.tool_id,
    requester: { id: request.requester._id, fullname: request.requester.fullname },
    reason: request.reason,
    answer: request.answer ?? null,
    question: request.question ?? null,
    days: request.days ?? null,
    state: request.status,
    createdAt: (request.created_time ?? new Date(0)).toISOString(),
    decidedBy: request.decided_by ? { id: request.decided_by._id, fullname: request.decided_by.fullname } : null,
    decidedAt: request.decided_time ? request.decided_time.toISOString() : null,
    refusalReason: request.refusal_reason ?? null,
    endsAt: request.ends_at ? request.ends_at.toISOString() : null,
    extension: request.extension ?? false,
  };
}
