import type { Tool } from '../tool.schema';

/** What another module may know of a tool's place in the approval workflow (ListToolStatesQuery's rows). */
export interface ToolRequestState {
  toolId: string;
  title: Record<string, string>;
  isPublished: boolean;
  deleted: boolean;
  hasPendingValidation: boolean;
  /** The request the tool waits for, when its flag names one. */
  pendingValidationId: string | null;
  categoryIds: string[];
  updatedTime: Date | null;
}

type StoredState = Pick<Tool, 'is_published' | 'deleted' | 'has_pending_validation' | 'pending_validation' | 'categories'> & {
  _id: unknown;
  title?: unknown;
  updated_time?: Date;
};

export const TOOL_STATE_FIELDS = { title: 1, is_published: 1, deleted: 1, has_pending_validation: 1, pending_validation: 1, categories: 1, updated_time: 1 } as const;

export function toRequestState(tool: StoredState): ToolRequestState {
  return {
    toolId: String(tool._id),
    title: Object.fromEntries(Object.entries((tool.title ?? {}) as Record<string, string>).filter(([, text]) => !!text)),
    isPublished: tool.is_published !== false,
    deleted: !!tool.deleted,
    hasPendingValidation: !!tool.has_pending_validation,
    pendingValidationId: tool.pending_validation?.validation ?? null,
    categoryIds: (tool.categories ?? []).map(String),
    updatedTime: tool.updated_time ?? null,
  };
}

/** Does this live tool still wait for this request (its flag names it, or names none)? Then the decision is not applied yet. */
export function waitsFor(state: ToolRequestState | null, validationId: string): boolean {
  if (!state || state.deleted || !state.hasPendingValidation) return false;
  return !state.pendingValidationId || state.pendingValidationId === validationId;
}
