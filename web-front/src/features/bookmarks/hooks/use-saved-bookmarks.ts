import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, ToolCard } from '@contracts';
import { getBookmarkedApps, updateBookmarkedApps } from '@/api/calls';
import { ApiError } from '@/api/client';
import { useNotify } from '@/components/notifications/notifications-context';
import { useRemote } from '@/hooks/use-remote';

export interface SavedBookmarks {
  /** The list as the user sees it (changes show at once); null until the first answer. */
  items: ToolCard[] | null;
  failed: boolean;
  retry: () => void;
  /** Shows `next` at once and saves it; a failed save puts back the last saved list with an error toast. */
  save: (next: ToolCard[]) => void;
}

/**
 * The user's bookmarks and their saving (spec section 7: PUT updateBookmarkedApps with _id and
 * bookmarks, then GET getBookmarkedApps). Saves run one after the other; when several changes
 * wait, only the newest is sent (it holds the others, being the whole list).
 */
export function useSavedBookmarks(user: Pick<CurrentUser, '_id'>): SavedBookmarks {
  const { t } = useTranslation();
  const notify = useNotify();
  const remote = useRemote(user._id, getBookmarkedApps, 'GET getBookmarkedApps');
  const [items, setItems] = useState<ToolCard[] | null>(null);
  const confirmed = useRef<ToolCard[]>([]);
  const latest = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!remote.data) return;
    confirmed.current = remote.data;
    setItems(remote.data);
  }, [remote.data]);

  const save = useCallback(
    (next: ToolCard[]) => {
      const change = ++latest.current;
      setItems(next);
      queue.current = queue.current.then(async () => {
        if (change !== latest.current) return;
        try {
          const answer = (await updateBookmarkedApps(user._id, next.map((tool) => tool._id))) as { bookmarks?: string[] } | null;
          // The server drops tools the user may no longer see: keep what it kept.
          const kept = new Set(answer?.bookmarks ?? next.map((tool) => tool._id));
          confirmed.current = next.filter((tool) => kept.has(tool._id));
          if (change === latest.current) setItems(confirmed.current);
        } catch (error) {
          // Undo this change and any waiting after it: the list shown is again the saved one.
          latest.current += 1;
          setItems(confirmed.current);
          if (!(error instanceof ApiError && error.handled)) notify.error(t('bookmarks.saveError'));
          return;
        }
        try {
          const fresh = await getBookmarkedApps();
          confirmed.current = fresh;
          if (change === latest.current) setItems(fresh);
        } catch (error) {
          if (!(error instanceof ApiError && error.handled)) console.error('GET getBookmarkedApps failed', error);
        }
      });
    },
    [user._id, notify, t],
  );

  return { items, failed: remote.failed && items === null, retry: remote.retry, save };
}
