import { Injectable } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from '../../../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../../../platform/auth/resource-access.guard';
import { PermissionDenied } from '../../../platform/http/domain.error';

/** `PUT updateBookmarkedApps`: a body naming another person (`_id`) is refused before the list is read. */
@Injectable()
export class MayWriteBookmarks extends ResourceAccessGuard {
  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [target] = idsIn(req, { body: ['_id'] }) ?? [];
    if (target && target !== caller.userId?.toLowerCase()) throw new PermissionDenied();
  }
}
