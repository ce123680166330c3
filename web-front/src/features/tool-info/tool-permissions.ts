import { callerOf, canEditTool, type CurrentUser, type ToolCard } from '@contracts';

type Who = Pick<CurrentUser, '_id' | 'is_administrator' | 'is_sub_admin' | 'subsidiary'>;

type ToolInfoAction = 'edit' | 'pending-open' | 'pending' | null;

/**
 * Back-office spec section 4, detail view: a pending tool shows a pending-edition button, which opens
 * the waiting edit for those who may edit it; a tool without one shows an edit button to those who
 * may edit it, not on mobile.
 */
export function toolInfoAction(tool: Pick<ToolCard, 'managers' | 'subsidiaryId' | 'has_pending_validation'>, user: Who, mobile: boolean): ToolInfoAction {
  // Who may edit: the shared rule (its managers, administrators, the sub-administrator of its subsidiary).
  const editor = canEditTool(callerOf(user), { managers: tool.managers ?? [], subsidiaryId: tool.subsidiaryId });
  if (tool.has_pending_validation) return editor ? 'pending-open' : 'pending';
  return editor && !mobile ? 'edit' : null;
}
