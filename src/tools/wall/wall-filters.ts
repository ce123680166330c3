import type { ToolCard } from '../tool-card';
import type { Tool } from '../tool.schema';

/** The three lists of the front page (front spec section 7, getApps flags). */
export type WallList = 'wall' | 'managed' | 'subsidiary';

export function wallListOf(managed: string, subsidiary: string): WallList {
  if (managed === 'true') return 'managed';
  if (subsidiary === 'true') return 'subsidiary';
  return 'wall';
}

/** A creation awaiting approval shows as pending (the front then offers info instead of edit). */
export function markPending(card: ToolCard, tool: Pick<Tool, 'is_published'>): ToolCard {
  return tool.is_published === false ? { ...card, has_pending_validation: true } : card;
}
