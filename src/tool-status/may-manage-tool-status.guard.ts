import { Injectable } from '@nestjs/common';
import { canEditTool } from '../contracts/tool-access';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { NotFound, PermissionDenied } from '../platform/http/domain.error';
import { canSee, ToolCatalogue, WallSubjects } from '../tools/tools.public';

/**
 * A tool's status check and maintenance are its editors' (administrators, its managers, its subsidiary's
 * sub-administrator), decided before the body is read: 404 for an unknown tool or one the caller does not
 * see, 403 for one they see but may not edit.
 */
@Injectable()
export class MayManageToolStatus extends ResourceAccessGuard {
  constructor(
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
  ) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [toolId] = idsIn(req, { param: 'toolId' }) ?? [];
    if (!toolId) return;
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    if (!tool) throw new NotFound('Tool');
    const scope = { managers: (tool.managers ?? []).map(String), subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null };
    if (canEditTool(caller, scope)) return;
    const sees = caller.userId ? canSee(await this.subjects.viewerOfCaller(caller), tool) : false;
    throw sees ? new PermissionDenied() : new NotFound('Tool');
  }
}
