import { LIMITS } from '../contracts';
import type { ToolCard } from '../contracts/wire/entities';
import type { Tool } from './tool.schema';

const DAY_MS = 24 * 3600 * 1000;

/** A tool as the front's tiles and bookmarks show it: the wire type of src/contracts. */
export type { ToolCard };

/** New: flagged is_new, or created fewer than 15 days ago (spec section 4). */
export function isNew(tool: Pick<Tool, 'is_new' | 'created_time'>, now = Date.now()): boolean {
  return tool.is_new || (!!tool.created_time && now - new Date(tool.created_time).getTime() < LIMITS.newToolDays * DAY_MS);
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
