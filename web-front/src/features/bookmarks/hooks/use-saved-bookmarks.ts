import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, ToolCard } from '@contracts';
import { getBookmarkedApps, updateBookmarkedApps } from '@/api/calls';
import { ApiError } from '@/api/client';
import { useNotify } from '@/components/notifications/notifications-context';
import { bookmarksQuery } from '../api/bookmarks-query';

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
 * bookmarks, then GET getBookmarkedApps). Saves run one after the other (one mutation scope); when
 * several changes wait, only the newest is sent (it holds the others, being the whole list).
 */
export function useSavedBookmarks(user: Pick<CurrentUser, '_id'>): SavedBookmarks {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useMemo(() => bookmarksQuery(user._id), [user._id]);
  const { queryKey } = query;
  const saved = useQuery(query);
  /** The last list the server confirmed, to put back when a save fails. */
  const confirmed = useRef<ToolCard[]>([]);
  const latest = useRef(0);

  const show = useCallback((list: ToolCard[]) => queryClient.setQueryData(queryKey, list), [queryClient, queryKey]);

  const mutation = useMutation({
    scope: { id: `bookmarks-${user._id}` },
    mutationFn: async ({ next, change }: { next: ToolCard[]; change: number }) => {
      if (change !== latest.current) return;
      const answer = (await updateBookmarkedApps(user._id, next.map((tool) => tool._id))) as { bookmarks?: string[] } | null;
      // The server drops tools the user may no longer see: keep what it kept.
      const kept = new Set(answer?.bookmarks ?? next.map((tool) => tool._id));
      confirmed.current = next.filter((tool) => kept.has(tool._id));
      if (change === latest.current) show(confirmed.current);
      try {
        const fresh = await getBookmarkedApps();
        confirmed.current = fresh;
        if (change === latest.current) show(fresh);
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) console.error('GET getBookmarkedApps failed', error);
      }
    },
    onError: (error) => {
      // Undo this change and any waiting after it: the list shown is again the saved one.
      latest.current += 1;
      show(confirmed.current);
      if (!(error instanceof ApiError && error.handled)) notify.error(t('bookmarks.saveError'));
    },
  });
  const { mutate } = mutation;

  const save = useCallback(
    (next: ToolCard[]) => {
      // Before the first change, what the cache holds is the server's list.
      if (latest.current === 0) confirmed.current = queryClient.getQueryData(queryKey) ?? [];
      const change = ++latest.current;
      void queryClient.cancelQueries({ queryKey });
      show(next);
      mutate({ next, change });
    },
    [queryClient, queryKey, show, mutate],
  );

  const { refetch } = saved;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { items: saved.data ?? null, failed: saved.isError && saved.data === undefined, retry, save };
}
