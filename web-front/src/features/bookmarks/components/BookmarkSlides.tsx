import type { ToolCard } from '@contracts';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { slideCount, slideItems } from '../bookmark-list';
import { useBookmarks } from '../bookmarks-context';
import { bookmarkDragId } from '../drag-drop';
import { SlideArrow } from './SlideArrow';
import { SortableBookmark } from './SortableBookmark';

interface BookmarkSlidesProps {
  items: readonly ToolCard[];
  slide: number;
  onSlide: (slide: number) => void;
}

/** Spec section 2: the bookmarks in their saved order, 3 per slide, with arrows and dots. */
export function BookmarkSlides({ items, slide, onSlide }: BookmarkSlidesProps) {
  const { t } = useTranslation();
  const { dragging } = useBookmarks();
  const count = slideCount(items.length);
  const shown = slideItems(items, slide);
  const parked = dragging?.kind === 'bookmark' && !shown.some((tool) => tool._id === dragging.tool._id) ? dragging.tool : null;
  return (
    <>
      <div className="bookmark-slides">
        {count > 1 && <SlideArrow direction="previous" enabled={slide > 0} onClick={() => onSlide(slide - 1)} />}
        <SortableContext items={shown.map((tool) => bookmarkDragId(tool._id))} strategy={rectSortingStrategy}>
          <ul className="bookmark-slides__list" aria-label={t('bookmarks.slides.current', { slide: slide + 1, count })}>
            {shown.map((tool) => (
              <li key={tool._id} className="bookmark-slides__item">
                <SortableBookmark tool={tool} />
              </li>
            ))}
          </ul>
        </SortableContext>
        {parked && (
          <div className="visually-hidden" aria-hidden="true" inert>
            <SortableBookmark tool={parked} parked />
          </div>
        )}
        {count > 1 && <SlideArrow direction="next" enabled={slide < count - 1} onClick={() => onSlide(slide + 1)} />}
      </div>
      {count > 1 && (
        <div className="bookmark-slides__dots" role="group" aria-label={t('bookmarks.slides.choose')}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className="bookmark-slides__dot"
              aria-label={t('bookmarks.slides.go', { slide: index + 1, count })}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => onSlide(index)}
            />
          ))}
        </div>
      )}
    </>
  );
}
