import type { Types } from 'mongoose';
import type { AdminToolRecord } from '../../contracts/wire/tools';
import { isNew } from '../tool-card';
import type { Tool } from '../tool.schema';

export type { AdminToolRecord };

/** What a record needs; the search fields stay in the database. */
export const RECORD_PROJECTION = { titleLower: 0, pending_validation: 0, deleted: 0 } as const;

/** react-admin needs an `id` on every record: the one place where a tool's `_id` becomes `id`. */
export function toAdminToolRecord(tool: Tool & { _id: Types.ObjectId | string }, now = Date.now()): AdminToolRecord {
  const is_published = tool.is_published !== false;
  return {
    id: String(tool._id),
    title: tool.title ?? {},
    description: tool.description ?? {},
    url: tool.url ?? {},
    logo: tool.logo ?? {},
    categories: (tool.categories ?? []).map(String),
    managers: tool.managers ?? [],
    users: tool.users ?? [],
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    is_new: isNew(tool, now),
    is_translated: !!tool.is_translated,
    translated_into: tool.translated_into ?? [],
    has_pending_validation: !!tool.has_pending_validation || !is_published,
    is_published,
    creator: tool.creator ?? null,
    created_time: tool.created_time ? new Date(tool.created_time).toISOString() : null,
    updated_time: tool.updated_time ? new Date(tool.updated_time).toISOString() : null,
  };
}

/** Answers in the order the ids were asked (react-admin's getMany), skipping those not found or out of scope. */
export function inRequestedOrder(ids: readonly string[], records: readonly AdminToolRecord[]): AdminToolRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.map((id) => byId.get(id)).filter((record): record is AdminToolRecord => !!record);
}
