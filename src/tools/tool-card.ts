import { showsNewLabel } from '../contracts';
import type { ToolCard } from '../contracts/wire/entities';
import type { Tool } from './tool.schema';

/** A tool as the front's tiles and bookmarks show it: the wire type of src/contracts. */
export type { ToolCard };

/** New: the contracts' rule (any live tool in its first 15 days; a public or subsidiary one while flagged is_new). */
export function isNew(tool: Pick<Tool, 'is_new' | 'created_time' | 'users' | 'is_published'>, now = Date.now()): boolean {
  return showsNewLabel(tool, now);
}

export function toToolCard(tool: Tool & { _id: unknown }, now = Date.now()): ToolCard {
  return {
    _id: String(tool._id),
    title: tool.title,
    description: tool.description,
    url: tool.url,
    logo: tool.logo ?? {},
    categories: (tool.categories ?? []).map(String),
    managers: tool.managers,
    users: tool.users,
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    is_new: isNew(tool, now),
    has_pending_validation: tool.has_pending_validation,
    created_time: tool.created_time?.toISOString(),
    updated_time: tool.updated_time?.toISOString(),
  };
}
