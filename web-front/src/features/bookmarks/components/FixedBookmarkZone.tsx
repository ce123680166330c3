import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@contracts';
import { cutTitle, ToolLogo, toolText } from '@/features/wall';
import { isBookmarked, lastBookmarks } from '../bookmark-list';
import { useBookmarks } from '../bookmarks-context';
import { FIXED_ZONE_ID } from '../drag-drop';

/**
 * Spec sections 2 and 9: on screens up to 950 px, while a tool is dragged, a copy of the bookmarks
 * zone stays fixed on screen with the last 4 bookmarks, so a tool can be dropped without scrolling.
 */
export function FixedBookmarkZone() {
  const { t, i18n } = useTranslation();
  const { items, dragging } = useBookmarks();
  const { setNodeRef, isOver } = useDroppable({ id: FIXED_ZONE_ID });
  const language = toLanguage(i18n.language);
  const already = dragging !== null && isBookmarked(items ?? [], dragging.tool._id);

  return (
    <div ref={setNodeRef} className={`fixed-bookmarks${isOver ? ' fixed-bookmarks--over' : ''}`} data-testid="fixed-bookmarks">
      <p className="fixed-bookmarks__prompt">
        {already && dragging ? t('bookmarks.already', { title: toolText(dragging.tool, 'title', language) }) : t('bookmarks.prompt.dropToAdd')}
      </p>
      <ul className="fixed-bookmarks__list">
        {lastBookmarks(items ?? []).map((tool) => {
          const title = toolText(tool, 'title', language);
          return (
            <li key={tool._id} className="fixed-bookmarks__item">
              <ToolLogo logo={tool.logo} title={title} />
              <span className="fixed-bookmarks__title">{cutTitle(title)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
