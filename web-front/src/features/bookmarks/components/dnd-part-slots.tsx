import type { ToolCard } from '@contracts';
import type { ReactNode } from 'react';
import type { ToolList } from '@/api/wall-types';
import { useDndParts } from '../load-dnd-parts';

// Stand-ins the page imports statically for the pieces of the drag-and-drop chunk. They render
// under <BookmarksProvider>, which shows its children only once that chunk is loaded.

/** The bookmarks panel above the wall. */
export function BookmarksPanel() {
  const parts = useDndParts();
  return parts && <parts.BookmarksPanel />;
}

/** A tile of the wall that can be dragged onto the bookmarks. */
export function DraggableToolTile(props: { tool: ToolCard; list: ToolList; children: ReactNode }) {
  const parts = useDndParts();
  return parts ? <parts.DraggableToolTile {...props} /> : props.children;
}
