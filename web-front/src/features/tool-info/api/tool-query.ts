import { queryOptions } from '@tanstack/react-query';
import { getApp } from '@/api/tool-calls';
import { TOOLS_QUERY_ROOT } from '@/lib/tools-changed';

/** One tool the caller may see; under the tools' root, so a saved tool shows its new content. */
export function toolQuery(id: string) {
  return queryOptions({
    queryKey: [TOOLS_QUERY_ROOT, 'one', id],
    queryFn: () => getApp(id),
    meta: { call: 'GET getApp' },
  });
}
