import { queryOptions } from '@tanstack/react-query';
import { getRecentTools } from '@/api/usage-calls';
import { TOOLS_QUERY_ROOT } from '@/lib/tools-changed';

/**
 * The caller's own last opened tools, newest first: "Recently used" and the launcher's order. A
 * convenience: a failed read keeps what was shown and is not even logged.
 */
export function recentToolsQuery() {
  return queryOptions({
    queryKey: [TOOLS_QUERY_ROOT, 'recent'],
    queryFn: getRecentTools,
    meta: { call: 'GET opens/recent', quiet: true },
  });
}
