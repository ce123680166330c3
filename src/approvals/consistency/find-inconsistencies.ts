import type { Connection, Types } from 'mongoose';
import type { Tool } from '../../tools/tool.schema';
import type { StoredValidation } from '../stored-validation';
import type { InconsistencyKind } from './consistency-repaired.event';

/** One half-done sequence: what is wrong, about which tool (and request). */
export interface Inconsistency {
  kind: InconsistencyKind;
  toolId: string;
  validationId?: string;
  /** For a deleted category still referenced: the ids to remove. */
  categoryIds?: string[];
}

type StoredTool = Tool & { _id: Types.ObjectId; updated_time?: Date; created_time?: Date };

/**
 * Every half-done sequence between tools and approvals older than `olderThanMs`, in the order they
 * must be repaired. The reconciler repairs what this finds; the fault suite asserts it answers []
 * once the reconciler ran (one checker for both: `findInconsistencies(connection)`).
 */
export async function findInconsistencies(connection: Connection, olderThanMs = 0): Promise<Inconsistency[]> {
  const before = new Date(Date.now() - olderThanMs);
  const found: Inconsistency[] = [];
  const tools = (await connection
    .collection('apps')
    .find({}, { projection: { has_pending_validation: 1, pending_validation: 1, is_published: 1, deleted: 1, categories: 1, updated_time: 1 } })
    .toArray()) as unknown as StoredTool[];
  const byId = new Map(tools.map((tool) => [String(tool._id), tool]));
  const open = (await connection
    .collection('validations')
    .find({ status: { $in: ['pending', 'accepted', 'rejected'] } }, { projection: { app: 1, status: 1, created_time: 1, decided_time: 1 } })
    .toArray()) as unknown as StoredValidation[];
  const pendingByTool = new Map<string, StoredValidation>();
  const claimed = new Set<string>();
  for (const validation of open) {
    const toolId = String(validation.app);
    const tool = byId.get(toolId);
    const when = (validation as { decided_time?: Date }).decided_time ?? validation.created_time;
    if (when && when > before) {
      claimed.add(toolId);
      continue;
    }
    if (validation.status === 'pending') {
      pendingByTool.set(toolId, validation);
      if (!tool || tool.deleted) found.push({ kind: 'request-of-missing-tool', toolId, validationId: String(validation._id) });
      else if (!tool.has_pending_validation) found.push({ kind: 'request-without-flag', toolId, validationId: String(validation._id) });
      continue;
    }
    if (tool && !tool.deleted && tool.has_pending_validation && (!tool.pending_validation?.validation || tool.pending_validation.validation === String(validation._id))) {
      found.push({ kind: 'decision-not-applied', toolId, validationId: String(validation._id) });
      claimed.add(toolId);
    }
  }
  const categoryIds = new Set((await connection.collection('categories').find({}, { projection: { _id: 1 } }).toArray()).map((c) => String(c._id)));
  for (const tool of tools) {
    const toolId = String(tool._id);
    if (tool.deleted || claimed.has(toolId) || (tool.updated_time && tool.updated_time > before)) continue;
    if (tool.has_pending_validation && !pendingByTool.has(toolId)) found.push({ kind: 'flag-without-request', toolId });
    else if (!tool.is_published && !tool.has_pending_validation) found.push({ kind: 'unpublished-creation-without-request', toolId });
    const gone = (tool.categories ?? []).map(String).filter((id) => !categoryIds.has(id));
    if (gone.length) found.push({ kind: 'deleted-category-still-referenced', toolId, categoryIds: gone });
  }
  return found;
}
