import type { ToolCard } from '@contracts';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { ToolTile } from '@/features/wall';
import { aUser } from '@/testing/fixtures';
import { fakeBookmarkServer } from '@/testing/bookmark-server';
import { QueryProvider } from '@/testing/query-provider';
import { useBookmarks } from '../bookmarks-context';
import { BookmarksPanel } from '../components/BookmarksPanel';
import { BookmarksProvider } from '../components/BookmarksProvider';
import { DraggableToolTile } from '../components/DraggableToolTile';

/** A button doing what a drop of `tool` on the bookmarks does, without a pointer (drags cannot run in jsdom). */
export function DropProbe({ tool }: { tool: ToolCard }) {
  const { add } = useBookmarks();
  return (
    <button type="button" onClick={() => add(tool)}>
      {`drop ${tool.title.en}`}
    </button>
  );
}

interface RenderBookmarksOptions {
  /** Tiles of a wall region named "Wall" under the panel, each with its drop probe. */
  wall?: ToolCard[];
  failLoad?: boolean;
  /** More under the panel. */
  children?: ReactNode;
}

/** The bookmarks panel of user `u1` holding `saved` (ids from `catalogue`), over a fake of the bookmark calls. */
export function renderBookmarks(catalogue: readonly ToolCard[], saved: string[], { wall = [], failLoad = false, children }: RenderBookmarksOptions = {}) {
  const server = fakeBookmarkServer(catalogue, saved, { failLoad });
  render(
    <MemoryRouter>
      <NotificationsProvider>
        <BookmarksProvider user={aUser()}>
          <BookmarksPanel />
          <section aria-label="Wall">
            <ul>
              {wall.map((item) => (
                <li key={item._id}>
                  <DraggableToolTile tool={item} list="wall">
                    <ToolTile tool={item} action={null} />
                  </DraggableToolTile>
                  <DropProbe tool={item} />
                </li>
              ))}
            </ul>
          </section>
          {children}
        </BookmarksProvider>
      </NotificationsProvider>
    </MemoryRouter>,
    { wrapper: QueryProvider },
  );
  return server;
}
