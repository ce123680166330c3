import { Types } from 'mongoose';
import type { Principal } from '../../platform/auth/principal';
import { subsidiaryScopeOf } from '../../contracts/tool-access';

/**
 * The tools a back-office list may show: every non-deleted tool (awaiting approval included) for
 * administrators, those of their own subsidiary for sub-administrators, none for anyone else.
 */
export function adminToolsFilter(caller: Pick<Principal, 'userId' | 'roles' | 'subsidiaryId'>): Record<string, unknown> | null {
  const scope = subsidiaryScopeOf(caller);
  if ('all' in scope) return { deleted: { $ne: true } };
  if ('subsidiaryId' in scope && Types.ObjectId.isValid(scope.subsidiaryId)) {
    return { deleted: { $ne: true }, subsidiaryId: new Types.ObjectId(scope.subsidiaryId) };
  }
  return null;
}

