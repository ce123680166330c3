import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser, Language } from '@contracts';
import { getUserCategories } from '@/api/calls';
import { TOOLS_QUERY_ROOT } from '@/lib/tools-changed';
import { afterNextPaint } from '@/lib/after-paint';

/** The sidebar's entries with their counts: under the tools' root, since a saved tool changes the counts. */
export function userCategoriesQuery(user: CurrentUser, language: Language) {
  return queryOptions({
    queryKey: [TOOLS_QUERY_ROOT, 'categories', user._id, language],
    queryFn: () => afterNextPaint().then(() => getUserCategories(user._id, language, user.services)),
    meta: { call: 'POST categories/for-user' },
  });
}
