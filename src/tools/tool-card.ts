import { showsNewLabel } from '../contracts';
import type { ToolCard } from '../contracts/wire/entities';
import type { Tool } from './tool.schema';

/** A tool as the front's tiles and bookmarks show it: the wire type of src/contracts. */
export type { ToolCard };

/** New: the contracts' rule (a public or subsidiary tool flagged is_new or created fewer than 15 days ago; never a private one). */
export function isNew(tool: Pick<Tool, 'is_new' | 'created_time' | 'users'>, now = Date.now()): boolean {
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
