import type { Types } from 'mongoose';
import { EVERYBODY } from '../contracts/default-tool-rules';
import type { DefaultToolRef } from './events/default-tool-ref';

/** A stored default tool, as read with lean(). */
export interface StoredDefaultTool {
  _id: Types.ObjectId;
  tool: Types.ObjectId;
  language: string;
  subsidiary: Types.ObjectId | null;
  groups: string[];
  position: number;
  creator?: string;
  is_new?: boolean;
  is_translated?: boolean;
  created_time?: Date;
  updated_time?: Date;
}

export interface DefaultToolNames {
  tools: ReadonlyMap<string, { title: Record<string, string> }>;
  subsidiaries: ReadonlyMap<string, string>;
}

/**
 * What both surfaces answer (spec section 3, Default tool): `_id` and `id` (react-admin), the tool id and
 * its titles, the language, the subsidiary as the spec's "list with id" and as `subsidiaryId`, the
 * groups and persons, the position (from 0), creator and flags.
 */
export interface DefaultToolView {
  _id: string;
  id: string;
  tool: string;
  title: Record<string, string>;
  language: string;
  subsidiaryId: string | null;
  subsidiary: { _id: string; name: string }[];
  groups: string[];
  position: number;
  creator: string | null;
  is_new: boolean;
  is_translated: boolean;
  created_time: string | null;
  updated_time: string | null;
}

export function defaultToolViewOf(doc: StoredDefaultTool, names: DefaultToolNames): DefaultToolView {
  const id = String(doc._id);
  const subsidiaryId = doc.subsidiary ? String(doc.subsidiary) : null;
  const groups = doc.groups ?? [];
  return {
    _id: id,
    id,
    tool: String(doc.tool),
    title: names.tools.get(String(doc.tool))?.title ?? {},
    language: doc.language,
    subsidiaryId,
    subsidiary: subsidiaryId ? [{ _id: subsidiaryId, name: names.subsidiaries.get(subsidiaryId) ?? '' }] : [],
    groups,
    position: doc.position,
    creator: doc.creator ?? null,
    is_new: !!doc.is_new || groups.includes(EVERYBODY),
    is_translated: !!doc.is_translated,
    created_time: doc.created_time ? new Date(doc.created_time).toISOString() : null,
    updated_time: doc.updated_time ? new Date(doc.updated_time).toISOString() : null,
  };
}

export function defaultToolRefOf(doc: Pick<StoredDefaultTool, '_id' | 'tool' | 'subsidiary'>, title: Record<string, string>): DefaultToolRef {
  return { defaultToolId: String(doc._id), toolId: String(doc.tool), title, subsidiaryId: doc.subsidiary ? String(doc.subsidiary) : null };
}
