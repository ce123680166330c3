import { Injectable } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { PermissionDenied } from '../platform/http/domain.error';
import { canManageDefaultTool } from '../contracts/tool-access';
import { DefaultToolList } from './default-tool-list';
import { DefaultToolNotFound } from './default-tools.errors';

/**
 * A change of one default tool (the path's `:id`, else the body's `_id` or `id`), decided before the body
 * is read: 404 for an unknown one, 403 for one of a subsidiary the caller does not manage.
 */
@Injectable()
export class MayManageDefaultTool extends ResourceAccessGuard {
  constructor(private readonly list: DefaultToolList) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [id] = idsIn(req, { param: 'id' }) ?? idsIn(req, { body: ['_id', 'id'] }) ?? [];
    if (!id) return;
    const current = await this.list.findById(id);
    if (!current) throw new DefaultToolNotFound();
    if (!canManageDefaultTool(caller, { subsidiaryId: current.subsidiary ? String(current.subsidiary) : null })) throw new PermissionDenied();
  }
}
