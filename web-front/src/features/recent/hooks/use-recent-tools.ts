import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ToolCard } from '@contracts';
import { recentToolsQuery } from '../api/recent-tools-query';

const NONE: ToolCard[] = [];

/**
 * The caller's recently used tools: read when the page opens and again whenever the person comes
 * back to it (the tab becomes visible again, or the window takes the focus back after a tool opened
 * in a new tab). `loading` until the first answer. A failed read keeps what was shown: the list is a convenience, never an error on the page.
 */
export function useRecentTools(): { tools: ToolCard[]; loading: boolean } {
  const { data, refetch, isPending } = useQuery(recentToolsQuery());
  useEffect(() => {
    const refresh = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [refetch]);
  return { tools: data ?? NONE, loading: isPending };
}
