import { CATEGORY_DELETION, type CategoryDeletionIntent } from '../../categories/categories.public';
import type { ChangeIntent } from '../../platform/outbox/change-intents';
import type { ToolRequestState } from '../../tools/tools.public';
import { TOOL_DELETION, type ToolDeletionIntent, waitsFor } from '../../tools/tools.public';
import type { StoredValidation } from '../stored-validation';
import type { InconsistencyKind } from './consistency-repaired.event';

/** One half-done sequence: what is wrong, about which tool (and request). */
export interface Inconsistency {
  kind: InconsistencyKind;
  toolId: string;
  validationId?: string;
  /** For a deleted category still referenced: the ids to remove; for a category's deletion cut short: its id. */
  categoryIds?: string[];
  /** For a deletion cut short: the key of its recorded intent (ChangeIntents), which its owner finishes. */
  intentKey?: string;
}

/** A deletion's intent as stored (the `change_intents` collection): tools' and categories' kinds are read. */
export type DeletionIntent = Pick<ChangeIntent<Partial<ToolDeletionIntent & CategoryDeletionIntent>>, '_id' | 'kind' | 'payload' | 'created_at'>;

/**
 * What the checker reads: every tool's place in the workflow, the open or decided requests, the categories
 * that exist, and the recorded intents of deletions (tools', categories') not finished yet.
 */
export interface WorkflowFacts {
  tools: ToolRequestState[];
  requests: Pick<StoredValidation, '_id' | 'app' | 'status' | 'created_time'>[];
  categoryIds: Set<string>;
  intents: DeletionIntent[];
}

/** The intent kinds the checker reads. */
export const CHECKED_INTENT_KINDS = [TOOL_DELETION, CATEGORY_DELETION] as const;

/** The request statuses the checker reads (a removed or expired request names no work to finish). */
export const CHECKED_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/**
 * Every half-done sequence between tools and approvals older than `before`, in the order they must be
 * repaired. One checker: the reconciler repairs what this finds, and the fault suite asserts it finds
 * nothing once the reconciler ran. Pure, so both read the facts their own way and judge them alike.
 */
export function findInconsistencies({ tools, requests, categoryIds, intents }: WorkflowFacts, before: Date): Inconsistency[] {
  // Deletions cut short come first; what else they leave (a request of a deleted tool, a removed
  // category still named) is theirs to finish, not reported twice. A category's deletion is reported
  // with the category's id as `toolId` (it names no tool).
  const found: Inconsistency[] = unfinishedDeletions(intents, before);
  const deletingTools = new Set(found.filter((p) => p.kind === 'unfinished-tool-deletion').map((p) => p.toolId));
  const deletingCategories = new Set(found.flatMap((p) => (p.kind === 'unfinished-category-deletion' ? (p.categoryIds ?? []) : [])));
  const byId = new Map(tools.map((tool) => [tool.toolId, tool]));
  const pendingByTool = new Set<string>();
  const pendingOfTool = new Map<string, WorkflowFacts['requests']>();
  const claimed = new Set<string>();
  for (const request of requests) {
    const toolId = String(request.app);
    if (deletingTools.has(toolId)) continue;
    const tool = byId.get(toolId);
    const when = (request as { decided_time?: Date }).decided_time ?? request.created_time;
    if (when && when > before) {
      claimed.add(toolId);
      continue;
    }
    if (request.status === 'pending') {
      pendingByTool.add(toolId);
      pendingOfTool.set(toolId, [...(pendingOfTool.get(toolId) ?? []), request]);
      if (!tool || tool.deleted) found.push({ kind: 'request-of-missing-tool', toolId, validationId: String(request._id) });
      else if (!tool.hasPendingValidation) found.push({ kind: 'request-without-flag', toolId, validationId: String(request._id) });
      continue;
    }
    if (waitsFor(tool ?? null, String(request._id))) {
      found.push({ kind: 'decision-not-applied', toolId, validationId: String(request._id) });
      claimed.add(toolId);
    }
  }
  found.push(...secondRequests(pendingOfTool, byId));
  for (const tool of tools) {
    const toolId = tool.toolId;
    if (tool.deleted || claimed.has(toolId) || deletingTools.has(toolId) || (tool.updatedTime && tool.updatedTime > before)) continue;
    if (tool.hasPendingValidation && !pendingByTool.has(toolId)) found.push({ kind: 'flag-without-request', toolId, validationId: tool.pendingValidationId ?? undefined });
    else if (!tool.isPublished && !tool.hasPendingValidation) found.push({ kind: 'unpublished-creation-without-request', toolId });
    const gone = tool.categoryIds.filter((id) => !categoryIds.has(id) && !deletingCategories.has(id));
    if (gone.length) found.push({ kind: 'deleted-category-still-referenced', toolId, categoryIds: gone });
  }
  return found;
}

/**
 * A live tool waiting with more than one pending request (two edits crossing while a crashed one was
 * being finished): the tool keeps the one its flag names (else the newest); each other is reported.
 */
function secondRequests(pendingOfTool: Map<string, WorkflowFacts['requests']>, byId: Map<string, ToolRequestState>): Inconsistency[] {
  const found: Inconsistency[] = [];
  for (const [toolId, pending] of pendingOfTool) {
    const tool = byId.get(toolId);
    if (pending.length < 2 || !tool || tool.deleted || !tool.hasPendingValidation) continue;
    const newest = [...pending].sort((a, b) => (b.created_time?.getTime() ?? 0) - (a.created_time?.getTime() ?? 0))[0];
    const kept = pending.find((request) => String(request._id) === tool.pendingValidationId) ?? newest;
    for (const request of pending) if (request !== kept) found.push({ kind: 'second-request', toolId, validationId: String(request._id) });
  }
  return found;
}

/** The deletions recorded before `before` and not finished: a crash cut them short. */
function unfinishedDeletions(intents: DeletionIntent[], before: Date): Inconsistency[] {
  const found: Inconsistency[] = [];
  for (const intent of intents) {
    if (intent.created_at > before) continue;
    const { tool, category } = intent.payload;
    if (intent.kind === TOOL_DELETION && tool) found.push({ kind: 'unfinished-tool-deletion', toolId: tool.toolId, intentKey: intent._id });
    if (intent.kind === CATEGORY_DELETION && category) {
      found.push({ kind: 'unfinished-category-deletion', toolId: category.categoryId, categoryIds: [category.categoryId], intentKey: intent._id });
    }
  }
  return found;
}
