import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, toLanguage, type ToolCard } from '@contracts';
import { useNotify } from '@/components/notifications/notifications-context';
import { toolText } from '@/features/wall';
import { addBookmark, moveBookmark, removalMessageMs, removeBookmark, slideCount, slideOf } from '../bookmark-list';
import type { BookmarkNotice } from '../bookmarks-context';
import type { SavedBookmarks } from './use-saved-bookmarks';

/**
 * The three changes of spec section 4 with what the user is told: a toast after an addition,
 * the panel's "already a bookmark" prompt when it is ignored, a message after a removal (3.5 s,
 * or 5 s with the default-tools message when none is left). The slide follows the changed bookmark.
 */
export function useBookmarkChanges({ items, save }: Pick<SavedBookmarks, 'items' | 'save'>) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [slide, setSlideState] = useState(0);
  const [notice, setNotice] = useState<BookmarkNotice>(null);
  const noticeTimer = useRef<number | undefined>(undefined);
  const language = i18n.language;
  const lastSlide = slideCount(items?.length ?? 0) - 1;

  // A removal can leave the panel on a slide that no longer exists.
  useEffect(() => {
    if (slide > lastSlide) setSlideState(lastSlide);
  }, [slide, lastSlide]);
  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const setSlide = useCallback((next: number) => setSlideState(Math.max(0, next)), []);

  // The "already a bookmark" prompt is stale once the bookmarks change.
  const clearNotice = useCallback(() => {
    window.clearTimeout(noticeTimer.current);
    setNotice(null);
  }, []);

  // Each change is the same function until the list (or the language) changes: the bookmarks' context
  // keeps its value, and the wall's tiles that read it are not drawn again (BookmarksProvider).
  // Until the saved list is known, a change would overwrite it with a partial one: none is made.
  const add = useCallback(
    (tool: ToolCard): boolean => {
      if (items === null) return false;
      const title = toolText(tool, 'title', toLanguage(language));
      const next = addBookmark(items, tool);
      if (!next) {
        window.clearTimeout(noticeTimer.current);
        setNotice({ kind: 'already', title });
        noticeTimer.current = window.setTimeout(() => setNotice(null), LIMITS.confirmationMs);
        return false;
      }
      clearNotice();
      save(next);
      setSlideState(slideOf(next.length - 1));
      notify.success(t('bookmarks.added', { title }));
      return true;
    },
    [items, language, save, clearNotice, notify, t],
  );

  const remove = useCallback(
    (toolId: string) => {
      if (items === null) return;
      const tool = items.find((item) => item._id === toolId);
      if (!tool) return;
      clearNotice();
      const next = removeBookmark(items, toolId);
      save(next);
      const key = next.length === 0 ? 'bookmarks.removedLast' : 'bookmarks.removed';
      notify.success(t(key, { title: toolText(tool, 'title', toLanguage(language)) }), { durationMs: removalMessageMs(next.length) });
    },
    [items, language, save, clearNotice, notify, t],
  );

  const move = useCallback(
    (from: number, to: number) => {
      if (items === null) return;
      const next = moveBookmark(items, from, to);
      if (next.every((tool, index) => tool === items[index])) return;
      save(next);
      setSlideState(slideOf(Math.max(0, Math.min(to, next.length - 1))));
    },
    [items, save],
  );

  return { slide: Math.min(slide, lastSlide), setSlide, notice, add, remove, move };
}
