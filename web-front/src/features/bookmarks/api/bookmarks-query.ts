import { queryOptions } from '@tanstack/react-query';
import { getBookmarkedApps } from '@/api/calls';

/**
 * The user's bookmarks. The cache holds the list as the user sees it: a change shows there at once,
 * before the server has it (see use-saved-bookmarks).
 */
export function bookmarksQuery(userId: string) {
  return queryOptions({
    queryKey: ['bookmarks', userId],
    queryFn: getBookmarkedApps,
    meta: { call: 'GET getBookmarkedApps' },
  });
}
