import { useDroppable } from '@dnd-kit/core';
import '../bookmarks.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useBookmarks } from '../bookmarks-context';
import { ZONE_ID } from '../drag-drop';
import { BookmarkPrompt } from './BookmarkPrompt';
import { BookmarkSlides } from './BookmarkSlides';

/** The bookmarks panel above the wall (spec section 2): the drop zone, its prompt and its slides. */
export function BookmarksPanel() {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: ZONE_ID });
  const dragging = bookmarks.dragging;
  const mobile = useIsMobile();

  return (
    <section className="panel bookmarks" aria-labelledby={headingId}>
      <div className="panel__header">
        {/* tabIndex: the focus comes here when the bookmark that had it is gone. */}
        <h2 id={headingId} className="panel__title" tabIndex={-1}>
          {t('bookmarks.title')}
        </h2>
      </div>
      <BookmarkPrompt />
      <div
        ref={setNodeRef}
        className={`bookmarks__zone${dragging ? ' bookmarks__zone--target' : ''}${isOver ? ' bookmarks__zone--over' : ''}`}
      >
        {bookmarks.items === null ? (
          bookmarks.failed ? (
            <div className="wall__status wall__status--error" role="alert">
              <p>{t('bookmarks.loadError')}</p>
              <button type="button" className="wall__retry" onClick={bookmarks.retry}>
                {t('wall.retry')}
              </button>
            </div>
          ) : (
            <div className="wall__status" role="status">
              <span className="loading-screen__spinner" aria-hidden="true" />
              <span>{t('bookmarks.loading')}</span>
            </div>
          )
        ) : bookmarks.items.length === 0 ? (
          <p className="bookmarks__empty">{t(mobile ? 'bookmarks.emptyMobile' : 'bookmarks.empty')}</p>
        ) : (
          <BookmarkSlides items={bookmarks.items} slide={bookmarks.slide} onSlide={bookmarks.setSlide} />
        )}
      </div>
    </section>
  );
}
