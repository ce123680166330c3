import { ACCESS_REQUEST_RULES } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { StoredAccessRequest } from '../../access-request-view';
import { AccessRefused } from '../../access-requests.errors';

/** Nobody decides their own request; an approver (named, a manager, a member of the group) or an administrator decides the others. */
export function assertMayDecide(caller: Principal, request: Pick<StoredAccessRequest, 'requester' | 'approver_ids' | 'approver_group'>): void {
  if (caller.userId && request.requester._id === caller.userId) throw new AccessRefused(ACCESS_REQUEST_RULES.ownRequest, 403);
  if (caller.roles.includes('administrator')) return;
  const named = !!caller.userId && request.approver_ids.includes(caller.userId);
  const member = !!request.approver_group && (caller.groups ?? []).includes(request.approver_group);
  if (!named && !member) throw new AccessRefused(ACCESS_REQUEST_RULES.notApprover, 403);
}
