import { useTranslation } from 'react-i18next';
import { toLanguage } from '@contracts';
import { toolText } from '@/features/wall';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isBookmarked } from '../bookmark-list';
import { useBookmarks } from '../bookmarks-context';

/** Spec section 2, text prompts: drag here to add, drag out to remove, already a bookmark. */
export function BookmarkPrompt() {
  const { t, i18n } = useTranslation();
  const { dragging, notice, items } = useBookmarks();
  const language = toLanguage(i18n.language);
  const mobile = useIsMobile();

  // A phone's tiles have a ⋮ menu: the idle prompt points to it rather than to dragging.
  let text = t(mobile ? 'bookmarks.prompt.idleMobile' : 'bookmarks.prompt.idle');
  let already = false;
  if (dragging?.kind === 'wall' && isBookmarked(items ?? [], dragging.tool._id)) {
    text = t('bookmarks.already', { title: toolText(dragging.tool, 'title', language) });
    already = true;
  } else if (dragging?.kind === 'wall') text = t('bookmarks.prompt.dropToAdd');
  else if (dragging?.kind === 'bookmark') text = t('bookmarks.prompt.dragOutToRemove');
  else if (notice?.kind === 'already') {
    text = t('bookmarks.already', { title: notice.title });
    already = true;
  }

  return (
    // While dragging, the drag's own announcements speak; the prompt is read when it changes otherwise.
    <p className={`bookmarks__prompt${already ? ' bookmarks__prompt--already' : ''}`} role="status" aria-live={dragging ? 'off' : 'polite'}>
      {text}
    </p>
  );
}
