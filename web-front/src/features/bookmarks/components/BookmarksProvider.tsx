import { useState, type ReactNode } from 'react';
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

  const value: Bookmarks = {
    items: saved.items,
    failed: saved.failed,
    retry: saved.retry,
    isBooked: (toolId) => isBookmarked(saved.items ?? [], toolId),
    ...changes,
    openMenu: (tool, area) => setMenu({ tool, area }),
    dragging,
  };

  return (
    <BookmarksContext.Provider value={value}>
      <BookmarksDnd viewportWidth={viewportWidth} onDragging={setDragging}>
        {children}
      </BookmarksDnd>
      {menu && <ToolMenu tool={menu.tool} area={menu.area} onClose={() => setMenu(null)} />}
    </BookmarksContext.Provider>
  );
}

