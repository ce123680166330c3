import type { Types } from 'mongoose';
import { isNew } from '../tool-card';
import type { Tool } from '../tool.schema';

/** A row of the back-office tool table and the record of react-admin's getOne / getMany. */
export interface AdminToolRecord {
  id: string;
  title: Record<string, string>;
  description: Record<string, string>;
  url: Record<string, string>;
  logo: { image?: string; abrev?: string; color?: string };
  categories: string[];
  managers: string[];
  users: string[];
  subsidiaryId: string | null;
  /** Derived: flagged new or created fewer than 15 days ago. */
  is_new: boolean;
  is_translated: boolean;
  translated_into: string[];
  /** An edit awaits approval, or the tool itself does (a creation not yet accepted). */
  has_pending_validation: boolean;
  /** False while the tool's creation awaits approval: listed for administrators, never on a wall. */
  is_published: boolean;
  creator: string | null;
  created_time: string | null;
  updated_time: string | null;
}

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
