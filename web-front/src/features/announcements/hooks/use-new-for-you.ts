import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type CurrentUser, type ToolCard } from '@contracts';
import { recordSeenTools } from '@/api/announcement-calls';
import { useToolList } from '@/features/wall';
import { useMyAnnouncements } from './use-my-announcements';

const NONE: ToolCard[] = [];

/**
 * "New for you": the wall's tools the person has not seen yet (docs/decisions/announcements-read-model.md).
 * The first time, the whole wall is recorded as seen and nothing is shown; `dismiss` records those shown.
 */
export function useNewForYou(user: CurrentUser): { tools: ToolCard[]; dismiss: () => Promise<void> } {
  const { i18n } = useTranslation();
  const wall = useToolList(user, 'wall', toLanguage(i18n.language));
  const { data, loaded, refresh } = useMyAnnouncements();
  const recorded = useRef(false);
  const wallTools = wall.isSuccess && !wall.isPlaceholderData ? wall.data : null;
  const seen = data.seenTools;

  useEffect(() => {
    if (!loaded || !wallTools || seen !== null || recorded.current) return;
    recorded.current = true;
    void recordSeenTools(wallTools.map((tool) => tool._id))
      .then(refresh)
      .catch(() => undefined);
  }, [loaded, wallTools, seen, refresh]);

  const tools = useMemo(() => {
    if (!wallTools || !seen) return NONE;
    const known = new Set(seen);
    return wallTools.filter((tool) => !known.has(tool._id));
  }, [wallTools, seen]);

  // Read again even after a failure: what the server kept decides what is shown.
  const dismiss = () => recordSeenTools(tools.map((tool) => tool._id)).finally(refresh);
  return { tools, dismiss };
}
