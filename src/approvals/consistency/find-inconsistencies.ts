import type { ToolRequestState } from '../../tools/tools.public';
import { waitsFor } from '../../tools/tools.public';
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

/** What the checker reads: every tool's place in the workflow, the open or decided requests, the categories that exist. */
export interface WorkflowFacts {
  tools: ToolRequestState[];
  requests: Pick<StoredValidation, '_id' | 'app' | 'status' | 'created_time'>[];
  categoryIds: Set<string>;
}

/** The request statuses the checker reads (a removed or expired request names no work to finish). */
export const CHECKED_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/**
 * Every half-done sequence between tools and approvals older than `before`, in the order they must be
 * repaired. One checker: the reconciler repairs what this finds, and the fault suite asserts it finds
 * nothing once the reconciler ran. Pure, so both read the facts their own way and judge them alike.
 */
export function findInconsistencies({ tools, requests, categoryIds }: WorkflowFacts, before: Date): Inconsistency[] {
  const found: Inconsistency[] = [];
  const byId = new Map(tools.map((tool) => [tool.toolId, tool]));
  const pendingByTool = new Set<string>();
  const claimed = new Set<string>();
  for (const request of requests) {
    const toolId = String(request.app);
    const tool = byId.get(toolId);
    const when = (request as { decided_time?: Date }).decided_time ?? request.created_time;
    if (when && when > before) {
      claimed.add(toolId);
      continue;
    }
    if (request.status === 'pending') {
      pendingByTool.add(toolId);
      if (!tool || tool.deleted) found.push({ kind: 'request-of-missing-tool', toolId, validationId: String(request._id) });
      else if (!tool.hasPendingValidation) found.push({ kind: 'request-without-flag', toolId, validationId: String(request._id) });
      continue;
    }
    if (waitsFor(tool ?? null, String(request._id))) {
      found.push({ kind: 'decision-not-applied', toolId, validationId: String(request._id) });
      claimed.add(toolId);
    }
  }
  for (const tool of tools) {
    const toolId = tool.toolId;
    if (tool.deleted || claimed.has(toolId) || (tool.updatedTime && tool.updatedTime > before)) continue;
    if (tool.hasPendingValidation && !pendingByTool.has(toolId)) found.push({ kind: 'flag-without-request', toolId, validationId: tool.pendingValidationId ?? undefined });
    else if (!tool.isPublished && !tool.hasPendingValidation) found.push({ kind: 'unpublished-creation-without-request', toolId });
    const gone = tool.categoryIds.filter((id) => !categoryIds.has(id));
    if (gone.length) found.push({ kind: 'deleted-category-still-referenced', toolId, categoryIds: gone });
  }
  return found;
}
