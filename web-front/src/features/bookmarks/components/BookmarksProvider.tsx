import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser, ToolCard } from '@contracts';
import { isBookmarked } from '../bookmark-list';
import { BookmarksContext, type Bookmarks, type ToolArea } from '../bookmarks-context';
import type { ToolDragData } from '../drag-drop';
import { useBookmarkChanges } from '../hooks/use-bookmark-changes';
import { useSavedBookmarks } from '../hooks/use-saved-bookmarks';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { BookmarksDnd } from './BookmarksDnd';
import { ToolMenu } from './ToolMenu';

/**
 * The user's bookmarks for everything below it: the panel, the draggable tiles of the wall and
 * the mobile menu. Wrap the part of the page between which tools are dragged: every tile can be
 * dragged, with the keyboard too, from its first paint (the drag and drop is in the first script).
 */
export function BookmarksProvider({ user, children }: { user: Pick<CurrentUser, '_id'>; children: ReactNode }) {
  const saved = useSavedBookmarks(user);
  const changes = useBookmarkChanges(saved);
  const viewportWidth = useViewportWidth();
  const [dragging, setDragging] = useState<ToolDragData | null>(null);
  const [menu, setMenu] = useState<{ tool: ToolCard; area: ToolArea } | null>(null);

  const { items, failed, retry } = saved;
  const { slide, setSlide, notice, add, remove, move } = changes;
  const isBooked = useCallback((toolId: string) => isBookmarked(items ?? [], toolId), [items]);
  const openMenu = useCallback((tool: ToolCard, area: ToolArea) => setMenu({ tool, area }), []);
  // The same value until a bookmark, the slide, the notice or the drag changes: every draggable tile of
  // the wall reads it, and a new value on each of the page's renders (one per start-up answer) drew them all again.
  const value = useMemo<Bookmarks>(
    () => ({ items, failed, retry, isBooked, slide, setSlide, notice, add, remove, move, openMenu, dragging }),
    [items, failed, retry, isBooked, slide, setSlide, notice, add, remove, move, openMenu, dragging],
  );

  return (
    <BookmarksContext.Provider value={value}>
      <BookmarksDnd viewportWidth={viewportWidth} onDragging={setDragging}>
        {children}
      </BookmarksDnd>
      {menu && <ToolMenu tool={menu.tool} area={menu.area} onClose={() => setMenu(null)} />}
    </BookmarksContext.Provider>
  );
}

