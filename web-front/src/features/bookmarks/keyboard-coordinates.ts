import { KeyboardCode, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { FIXED_ZONE_ID, ZONE_ID, type ToolDragData } from './drag-drop';

/** Room left below the zone so a bookmark moved down by keyboard is clearly outside it. */
const OUTSIDE_GAP_PX = 24;

/**
 * Keyboard dragging without a mouse (spec: everything by drag also works from the keyboard):
 * - a wall tile: up arrow onto the bookmarks (their fixed copy on small screens), down arrow back;
 * - a bookmark: left and right arrows across the bookmarks and onto the slide arrows (which turn
 *   the slide), down arrow out of the zone (dropping there removes it), up arrow back in.
 */
export const bookmarkKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableRects, droppableContainers, collisionRect } = args.context;
  const data = active?.data.current as ToolDragData | undefined;
  if (!active || !data || !collisionRect) return undefined;
  const zone = droppableRects.get(FIXED_ZONE_ID) ?? droppableRects.get(ZONE_ID);
  const initial = active.rect.current.initial;

  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
  if (data.kind === 'wall') {
    if (event.code === KeyboardCode.Up && zone) {
      return { x: zone.left + (zone.width - collisionRect.width) / 2, y: zone.top + (zone.height - collisionRect.height) / 2 };
    }
    if (event.code === KeyboardCode.Down && initial) return { x: initial.left, y: initial.top };
    return undefined;
  }

  if (event.code === KeyboardCode.Down && zone) return { x: collisionRect.left, y: zone.bottom + OUTSIDE_GAP_PX };
  if (event.code === KeyboardCode.Up && initial) return { x: initial.left, y: initial.top };
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) return undefined;
  // Among the bookmarks and the arrows only: the zone around them would always be the closest.
  const targets = droppableContainers.getEnabled().filter((entry) => entry.id !== ZONE_ID && entry.id !== FIXED_ZONE_ID);
  const containers = { getEnabled: () => targets, get: (id: UniqueIdentifier) => droppableContainers.get(id) } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: containers } });
};
