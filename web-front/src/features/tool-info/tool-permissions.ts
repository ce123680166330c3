import type { CurrentUser } from '@contracts';
import type { ToolCard } from '@/api/wall-types';

type Who = Pick<CurrentUser, '_id' | 'is_administrator' | 'is_sub_admin' | 'subsidiary'>;

/** Who may open a tool's edit form: its managers, administrators, the sub-administrator of its subsidiary. */
export function mayEditTool(tool: Pick<ToolCard, 'managers' | 'subsidiaryId'>, user: Who): boolean {
  if (user.is_administrator) return true;
  if ((tool.managers ?? []).includes(user._id)) return true;
  return user.is_sub_admin && !!tool.subsidiaryId && tool.subsidiaryId === user.subsidiary?._id;
}

export type ToolInfoAction = 'edit' | 'pending-open' | 'pending' | null;

/**
 * Back-office spec section 4, detail view: a pending tool shows a pending-edition button, which opens
 * the waiting edit for those who may edit it; a tool without one shows an edit button to those who
 * may edit it, not on mobile.
 */
export function toolInfoAction(tool: Pick<ToolCard, 'managers' | 'subsidiaryId' | 'has_pending_validation'>, user: Who, mobile: boolean): ToolInfoAction {
  const editor = mayEditTool(tool, user);
  if (tool.has_pending_validation) return editor ? 'pending-open' : 'pending';
  return editor && !mobile ? 'edit' : null;
}
