import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { FIXED_ZONE_ID, ZONE_ID, type ToolDragData } from './drag-drop';

/** Room left below the zone so a bookmark moved down by keyboard is clearly outside it. */
const OUTSIDE_GAP_PX = 24;

const centreX = (rect: ClientRect) => rect.left + rect.width / 2;
const centreY = (rect: ClientRect) => rect.top + rect.height / 2;

/** The top-left corner that puts the dragged tile's centre on `target`'s centre. */
function centredOn(target: ClientRect, dragged: ClientRect) {
  return { x: centreX(target) - dragged.width / 2, y: centreY(target) - dragged.height / 2 };
}

/**
 * Keyboard dragging without a mouse (spec: everything by drag also works from the keyboard):
 * - a wall tile: up arrow onto the bookmarks (their fixed copy on small screens), down arrow back;
 * - a bookmark: left and right arrows to the next bookmark or slide arrow on that side (an arrow
 *   turns the slide), down arrow out of the zone (dropping there removes it), up arrow back in.
 * Targets are reached centre on centre, which the collision detection then picks exactly.
 */
export const bookmarkKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, droppableRects, droppableContainers, collisionRect } = context;
  const data = active?.data.current as ToolDragData | undefined;
  if (!active || !data || !collisionRect) return undefined;
  const zone = droppableRects.get(FIXED_ZONE_ID) ?? droppableRects.get(ZONE_ID);
  const initial = active.rect.current.initial;
  const arrows: string[] = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();

  if (event.code === KeyboardCode.Up) {
    if (data.kind === 'wall') return zone ? centredOn(zone, collisionRect) : undefined;
    return initial ? { x: initial.left, y: initial.top } : undefined;
  }
  if (event.code === KeyboardCode.Down) {
    if (data.kind === 'wall') return initial ? { x: initial.left, y: initial.top } : undefined;
    return zone ? { x: collisionRect.left, y: zone.bottom + OUTSIDE_GAP_PX } : undefined;
  }
  if (data.kind === 'wall') return undefined;

  const sign = event.code === KeyboardCode.Right ? 1 : -1;
  const here = centreX(collisionRect);
  let best: { rect: ClientRect; distance: number } | null = null;
  for (const entry of droppableContainers.getEnabled()) {
    if (entry.id === ZONE_ID || entry.id === FIXED_ZONE_ID || entry.id === active.id) continue;
    const rect = droppableRects.get(entry.id);
    if (!rect || rect.width < 2) continue;
    const ahead = (centreX(rect) - here) * sign;
    if (ahead < 1) continue;
    const distance = ahead + Math.abs(centreY(rect) - centreY(collisionRect)) * 2;
    if (!best || distance < best.distance) best = { rect, distance };
  }
  return best ? centredOn(best.rect, collisionRect) : undefined;
};
