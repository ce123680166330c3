import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The first part of the query key of every read that shows tools (the front page's lists, a tool's
 * information, the category counts), so that one saved tool refreshes them all.
 */
export const TOOLS_QUERY_ROOT = 'tools';

/** What to call once this browser saved a tool: the shown lists load again and the others on their next use. */
export function useToolsChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [TOOLS_QUERY_ROOT] }), [queryClient]);
}
