import { Injectable } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { canEditTool } from '../contracts/tool-access';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { NotFound, PermissionDenied } from '../platform/http/domain.error';
import { canSee, ToolCatalogue, WallSubjects } from '../tools/tools.public';
import { AccessPolicies, isRequestable } from './access-policies';
import type { StoredAccessRequest } from './access-request-view';
import { AccessRequestNotFound } from './access-requests.errors';
import { assertMayDecide } from './commands/decide-access-request/may-decide';
import { AccessStore } from './access-store';

/**
 * The guards of the access-request routes, decided before the body is read (403 for what the caller
 * sees but may not do, 404 for what they do not see); the handlers check again under their locks.
 */
@Injectable()
abstract class ToolGuard extends ResourceAccessGuard {
  constructor(
    protected readonly catalogue: ToolCatalogue,
    protected readonly subjects: WallSubjects,
  ) {
    super();
  }

  protected async toolOf(req: AuthenticatedRequest) {
    const [toolId] = idsIn(req, { param: 'toolId' }) ?? [];
    if (!toolId) return null;
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    if (!tool) throw new NotFound('Tool');
    return tool;
  }

  protected async refuse(caller: Principal, tool: NonNullable<Awaited<ReturnType<ToolGuard['toolOf']>>>): Promise<never> {
    const sees = caller.userId ? canSee(await this.subjects.viewerOfCaller(caller), tool) : false;
    throw sees ? new PermissionDenied() : new NotFound('Tool');
  }
}

const scopeOf = (tool: { managers: unknown[]; subsidiaryId: unknown }) => ({ managers: tool.managers.map(String), subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null });

/** A tool's policy: its editors (administrators, its managers, its subsidiary's sub-administrator). */
@Injectable()
export class MayEditAccessPolicy extends ToolGuard {
  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const tool = await this.toolOf(req);
    if (tool && !canEditTool(caller, scopeOf(tool))) await this.refuse(caller, tool);
  }
}

/** A direct grant: administrators, and a sub-administrator for a tool of their subsidiary. */
@Injectable()
export class MayGrantAccess extends ToolGuard {
  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const tool = await this.toolOf(req);
    if (!tool) return;
    const admin = caller.roles.includes('administrator');
    const subAdmin = caller.roles.includes('sub_admin') && !!tool.subsidiaryId && String(tool.subsidiaryId) === caller.subsidiaryId;
    if (!admin && !subAdmin) await this.refuse(caller, tool);
  }
}

/** A request for a tool: it must be requestable (else 404, like any invisible tool). */
@Injectable()
export class MayRequestAccess extends ToolGuard {
  constructor(
    catalogue: ToolCatalogue,
    subjects: WallSubjects,
    private readonly policies: AccessPolicies,
  ) {
    super(catalogue, subjects);
  }

  protected async decide(_caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const tool = await this.toolOf(req);
    if (tool && !isRequestable(tool, await this.policies.of(String(tool._id)))) throw new AccessRequestNotFound();
  }
}

@Injectable()
abstract class RequestGuard extends ResourceAccessGuard {
  constructor(private readonly store: AccessStore) {
    super();
  }

  protected async requestOf(req: AuthenticatedRequest): Promise<StoredAccessRequest | null> {
    const [id] = idsIn(req, { param: 'id' }) ?? [];
    if (!id || !isValidObjectId(id)) return null;
    const request = await this.store.requests.findById(id, { requester: 1, approver_ids: 1, approver_group: 1 }).lean<StoredAccessRequest>();
    if (!request) throw new AccessRequestNotFound();
    return request;
  }
}

/** Deciding: 404 unknown; 403 for one's own request and for someone who is not its approver. */
@Injectable()
export class MayDecideAccessRequest extends RequestGuard {
  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const request = await this.requestOf(req);
    if (request) assertMayDecide(caller, request);
  }
}

/** Withdrawing: the requester's own request only (404 for anyone else's). */
@Injectable()
export class MayWithdrawAccessRequest extends RequestGuard {
  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const request = await this.requestOf(req);
    if (request && request.requester._id !== caller.userId) throw new AccessRequestNotFound();
  }
}
