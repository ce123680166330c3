import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser, Language } from '@contracts';
import { getApps } from '@/api/calls';
import type { ToolList } from '@/api/wall-types';
import { TOOLS_QUERY_ROOT } from '@/lib/tools-changed';
import { afterNextPaint } from '@/lib/after-paint';

/** One list of the front page; the language is in the key because it sets the order. */
export function toolListQuery(user: CurrentUser, list: ToolList, language: Language) {
  return queryOptions({
    queryKey: [TOOLS_QUERY_ROOT, 'list', user._id, list, language],
    queryFn: () => afterNextPaint().then(() => getApps(user._id, list, language, user.services)),
    meta: { call: `POST getApps (${list})` },
  });
}
