import type { ToolCard } from '@contracts';
import { isBookmarked } from './bookmark-list';
import type { ToolArea } from './bookmarks-context';

/** The drop targets of the bookmarks: the panel's zone, its fixed copy on small screens, the slide arrows. */
export const ZONE_ID = 'bookmarks-zone';
export const FIXED_ZONE_ID = 'bookmarks-fixed-zone';
export const PREVIOUS_SLIDE_ID = 'bookmarks-previous';
export const NEXT_SLIDE_ID = 'bookmarks-next';
const BOOKMARK_PREFIX = 'bookmark:';

/** What travels with a dragged tile. */
export interface ToolDragData {
  kind: 'wall' | 'bookmark';
  tool: ToolCard;
  area: ToolArea;
}

export const bookmarkDragId = (toolId: string) => `${BOOKMARK_PREFIX}${toolId}`;
export const wallDragId = (area: ToolArea, toolId: string) => `${area}:${toolId}`;
export const bookmarkIdOf = (dragId: string | number | null | undefined) =>
  typeof dragId === 'string' && dragId.startsWith(BOOKMARK_PREFIX) ? dragId.slice(BOOKMARK_PREFIX.length) : null;
const isZone = (id: string | number | null | undefined) => id === ZONE_ID || id === FIXED_ZONE_ID;

type DropOutcome =
  | { kind: 'add' }
  | { kind: 'already' }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove' }
  | { kind: 'slide'; direction: -1 | 1 }
  | { kind: 'none' };

/**
 * Spec section 4: a wall tile dropped on the bookmarks is added (ignored if it is one already); a
 * bookmark dropped on another takes its place, dropped outside the bookmarks' zone it is removed.
 * `overId` is the drop target under the tile (null: none).
 */
export function dropOutcome(data: ToolDragData | undefined, overId: string | number | null | undefined, list: readonly ToolCard[]): DropOutcome {
  if (!data) return { kind: 'none' };
  const overBookmark = bookmarkIdOf(overId);
  const overBookmarks = isZone(overId) || overBookmark !== null || overId === PREVIOUS_SLIDE_ID || overId === NEXT_SLIDE_ID;
  if (data.kind === 'wall') {
    if (!overBookmarks) return { kind: 'none' };
    return isBookmarked(list, data.tool._id) ? { kind: 'already' } : { kind: 'add' };
  }
  if (overId === PREVIOUS_SLIDE_ID || overId === NEXT_SLIDE_ID) return { kind: 'slide', direction: overId === NEXT_SLIDE_ID ? 1 : -1 };
  if (!overBookmarks) return { kind: 'remove' };
  const from = list.findIndex((tool) => tool._id === data.tool._id);
  const to = overBookmark === null ? from : list.findIndex((tool) => tool._id === overBookmark);
  return from === to || to < 0 ? { kind: 'none' } : { kind: 'move', from, to };
}
