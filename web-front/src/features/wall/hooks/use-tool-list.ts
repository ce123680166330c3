import type { CurrentUser, Language } from '@contracts';
import { getApps } from '@/api/calls';
import type { ToolCard, ToolList } from '@/api/wall-types';
import { useRemote, type Remote } from '@/hooks/use-remote';

/** One list of the front page, loaded while `enabled` and again when the language changes (it sets the order). */
export function useToolList(user: CurrentUser, list: ToolList, language: Language, enabled = true): Remote<ToolCard[]> {
  return useRemote(enabled ? `${user._id}|${list}|${language}` : null, () => getApps(user._id, list, language, user.services), `POST getApps (${list})`);
}
