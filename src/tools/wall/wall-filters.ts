import { Types } from 'mongoose';
import type { ToolCard } from '../tool-card';
import type { Tool } from '../tool.schema';
import { ALL_VIEWERS, Viewer, visibleToolsFilter } from '../visibility/tool-visibility';

/** The three lists of the front page (front spec section 7, getApps flags). */
export type WallList = 'wall' | 'managed' | 'subsidiary';

export function wallListOf(managed: string, subsidiary: string): WallList {
  if (managed === 'true') return 'managed';
  if (subsidiary === 'true') return 'subsidiary';
  return 'wall';
}

/**
 * The database filter of one list, or null when the list is empty by rule (the subsidiary list of
 * someone without a subsidiary). The wall is exactly the visibility rule; managed tools include the
 * creations the person made that still await an administrator (unpublished, never visible elsewhere).
 */
export function wallFilter(list: WallList, viewer: Viewer): Record<string, unknown> | null {
  switch (list) {
    case 'wall':
      return visibleToolsFilter(viewer);
    case 'managed':
      return {
        deleted: { $ne: true },
        $or: [{ managers: viewer.userId, is_published: true }, { is_published: false, $or: [{ managers: viewer.userId }, { creator: viewer.userId }] }],
      };
    case 'subsidiary':
      if (!viewer.subsidiaryId || !Types.ObjectId.isValid(viewer.subsidiaryId)) return null;
      return { deleted: { $ne: true }, is_published: true, users: ALL_VIEWERS, subsidiaryId: new Types.ObjectId(viewer.subsidiaryId) };
  }
}

/** A creation awaiting approval shows as pending (the front then offers info instead of edit). */
export function markPending(card: ToolCard, tool: Pick<Tool, 'is_published'>): ToolCard {
  return tool.is_published === false ? { ...card, has_pending_validation: true } : card;
}
