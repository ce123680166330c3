import type { ToolCard } from '@contracts';
import { useCallback, useEffect, useState } from 'react';
import { getRecentTools } from '@/api/usage-calls';

/**
 * The caller's recently used tools: read when the page opens and again whenever the person comes
 * back to it (the tab becomes visible again, after opening a tool in a new tab). A failed read keeps
 * what was shown: the list is a convenience, never an error on the page.
 */
export function useRecentTools(): { tools: ToolCard[]; refresh: () => void } {
  const [tools, setTools] = useState<ToolCard[]>([]);
  const refresh = useCallback(() => {
    getRecentTools().then(setTools, () => undefined);
  }, []);
  useEffect(() => {
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);
  return { tools, refresh };
}
