import type { CurrentUser, ToolCard } from '@contracts';
import type { ToolList } from '@/api/wall-types';

export type ToolAction = { kind: 'edit' | 'info'; to: string } | null;

const PANEL_OF_LIST = { managed: 'management', subsidiary: 'subsidiary' } as const;

/**
 * The icon beside a tile of the managed and subsidiary lists (spec sections 4 and 6): edit, unless a
 * validation is pending (then info); in the subsidiary list, edit only for administrators and
 * sub-administrators. Wall tiles carry none.
 */
export function toolActionOf(tool: Pick<ToolCard, '_id' | 'has_pending_validation'>, list: ToolList, user: Pick<CurrentUser, 'is_administrator' | 'is_sub_admin'>): ToolAction {
  if (list === 'wall') return null;
  const mayEdit = !tool.has_pending_validation && (list === 'managed' || user.is_administrator || user.is_sub_admin);
  const id = encodeURIComponent(tool._id);
  return mayEdit ? { kind: 'edit', to: `/edit-tool/${id}` } : { kind: 'info', to: `/infos-tool/${id}/${PANEL_OF_LIST[list]}` };
}
