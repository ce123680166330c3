import { useEffect, useState, type ReactNode } from 'react';
import type { CurrentUser, ToolCard } from '@contracts';
import { ListStatus } from '@/features/wall';
import { isBookmarked } from '../bookmark-list';
import { BookmarksContext, type Bookmarks, type ToolArea } from '../bookmarks-context';
import type { ToolDragData } from '../drag-drop';
import { useBookmarkChanges } from '../hooks/use-bookmark-changes';
import { useSavedBookmarks } from '../hooks/use-saved-bookmarks';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { loadDndParts, useDndParts } from '../load-dnd-parts';

/**
 * The user's bookmarks for everything below it: the panel, the draggable tiles of the wall and
 * the mobile menu. Wrap the part of the page between which tools are dragged. That part shows once
 * the drag-and-drop pieces are loaded (started with the app, so normally before the start-up calls
 * answer): every tile can be dragged, with the keyboard too, from its first paint.
 */
export function BookmarksProvider({ user, children }: { user: Pick<CurrentUser, '_id'>; children: ReactNode }) {
  const saved = useSavedBookmarks(user);
  const changes = useBookmarkChanges(saved);
  const viewportWidth = useViewportWidth();
  const [dragging, setDragging] = useState<ToolDragData | null>(null);
  const [menu, setMenu] = useState<{ tool: ToolCard; area: ToolArea } | null>(null);
  const parts = useDndParts();
  const [partsFailed, setPartsFailed] = useState(false);
  useEffect(() => {
    if (!parts && !partsFailed) loadDndParts().catch(() => setPartsFailed(true));
  }, [parts, partsFailed]);

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
      {parts ? (
        <parts.BookmarksDnd viewportWidth={viewportWidth} onDragging={setDragging}>
          {children}
        </parts.BookmarksDnd>
      ) : (
        <ListStatus failed={partsFailed} onRetry={() => setPartsFailed(false)} />
      )}
      {menu && parts && <parts.ToolMenu tool={menu.tool} area={menu.area} onClose={() => setMenu(null)} />}
    </BookmarksContext.Provider>
  );
}

