import {
  DndContext,
  closestCenter,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { LIMITS } from '@contracts';
import { slideCount } from '../bookmark-list';
import { useBookmarks } from '../bookmarks-context';
import { bookmarkIdOf, dropOutcome, type ToolDragData } from '../drag-drop';
import { useDragAnnouncements } from '../hooks/use-drag-announcements';
import { useEdgeAutoScroll } from '../hooks/use-edge-auto-scroll';
import { focusBookmarkOrPanel } from '../focus-after-change';
import { bookmarkKeyboardCoordinates } from '../keyboard-coordinates';
import { DragPreview } from './DragPreview';
import { FixedBookmarkZone } from './FixedBookmarkZone';

/**
 * With a pointer: what is under it, a bookmark before the zone around it. With the keyboard (no
 * pointer): among the targets the tile overlaps, the one whose centre is nearest (the keyboard moves
 * the tile centre on centre); none when it overlaps nothing, which is "outside" for a bookmark.
 */
const collisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    return [...under].sort((a, b) => Number(bookmarkIdOf(b.id) !== null) - Number(bookmarkIdOf(a.id) !== null));
  }
  const overlapped = new Set(rectIntersection(args).map((collision) => collision.id));
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((entry) => overlapped.has(entry.id)) });
};

interface BookmarksDndProps {
  viewportWidth: number;
  onDragging: (dragging: ToolDragData | null) => void;
  children: ReactNode;
}

/**
 * The drag and drop of spec section 4 over the whole front page: wall tiles onto the bookmarks,
 * bookmarks among themselves or out of their zone. Mouse, touch (after a short press, so the page
 * still scrolls) and keyboard, with announcements for screen readers.
 */
export function BookmarksDnd({ viewportWidth, onDragging, children }: BookmarksDndProps) {
  const bookmarks = useBookmarks();
  const list = bookmarks.items ?? [];
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: bookmarkKeyboardCoordinates, scrollBehavior: 'auto', keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const announcements = useDragAnnouncements(list);
  const wide = viewportWidth > LIMITS.dragBreakpointPx;
  const dragging = bookmarks.dragging;
  useEdgeAutoScroll(dragging !== null && wide);

  const onDragStart = ({ active }: DragStartEvent) => onDragging((active.data.current as ToolDragData | undefined) ?? null);
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const outcome = dropOutcome(active.data.current as ToolDragData | undefined, over?.id, list);
    if (outcome.kind !== 'slide') return;
    // Resting a bookmark on an arrow turns the slide, to reorder across slides.
    const next = bookmarks.slide + outcome.direction;
    if (next >= 0 && next < slideCount(list.length)) bookmarks.setSlide(next);
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    onDragging(null);
    const data = active.data.current as ToolDragData | undefined;
    const outcome = dropOutcome(data, over?.id, list);
    if (!data) return;
    if (outcome.kind === 'add' || outcome.kind === 'already') bookmarks.add(data.tool);
    else if (outcome.kind === 'move') bookmarks.move(outcome.from, outcome.to);
    else if (outcome.kind === 'remove') bookmarks.remove(data.tool._id);
    if (data.kind === 'bookmark' && activatorEvent instanceof KeyboardEvent) focusBookmarkOrPanel(outcome.kind === 'remove' ? null : data.tool._id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      autoScroll={false}
      accessibility={announcements}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDragging(null)}
    >
      {children}
      {dragging?.kind === 'wall' && !wide && <FixedBookmarkZone />}
      <DragOverlay dropAnimation={null}>{dragging ? <DragPreview tool={dragging.tool} /> : null}</DragOverlay>
    </DndContext>
  );
}

