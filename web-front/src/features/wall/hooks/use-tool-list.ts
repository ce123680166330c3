import type { CurrentUser, Language, ToolCard } from '@contracts';
import { getApps } from '@/api/calls';
import type { ToolList } from '@/api/wall-types';
import { useRemote, type Remote } from '@/hooks/use-remote';
import { useToolsVersion } from '@/lib/tools-changed';

/**
 * One list of the front page, loaded while `enabled`, again when the language changes (it sets the
 * order) and after this browser saved a tool.
 */
export function useToolList(user: CurrentUser, list: ToolList, language: Language, enabled = true): Remote<ToolCard[]> {
  const toolsVersion = useToolsVersion();
  return useRemote(enabled ? `${user._id}|${list}|${language}|${toolsVersion}` : null, () => getApps(user._id, list, language, user.services), `POST getApps (${list})`);
}
