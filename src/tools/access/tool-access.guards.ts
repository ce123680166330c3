import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { AuthenticatedRequest, Principal } from '../../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../../platform/auth/resource-access.guard';
import { canDeleteTool, canEditTool, needsApproval } from '../../contracts/tool-access';
import { scopeOf, StoredTool } from '../editing/editable-tool';
import { Tool } from '../tool.schema';
import { ToolNotFound } from '../wall/wall.errors';
import { ToolRefusal } from './tool-refusal';

const FIELDS = { managers: 1, users: 1, subsidiaryId: 1, is_published: 1, creator: 1, has_pending_validation: 1, deleted: 1 };

/**
 * The tools a write names, decided before its body is read: 404 for an unknown one, then the refusal of
 * the first the caller may not touch (403 when they see it, 404 when they do not). Deleted tools count
 * as named only for a deletion (whose handler finishes one a crash cut short).
 */
abstract class ToolAccessGuard extends ResourceAccessGuard {
  constructor(
    private readonly tools: Model<Tool>,
    private readonly refusal: ToolRefusal,
  ) {
    super();
  }

  protected abstract idsOf(req: AuthenticatedRequest): string[] | null;
  protected abstract mayAct(caller: Principal, tool: StoredTool): boolean;
  protected readonly includesDeleted: boolean = false;

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const ids = this.idsOf(req);
    if (!ids) return;
    const stored = await this.tools.find({ _id: { $in: ids } }, FIELDS).lean<StoredTool[]>();
    const found = this.includesDeleted ? stored : stored.filter((tool) => !tool.deleted);
    if (found.length !== ids.length) throw new ToolNotFound();
    const refused = found.find((tool) => !canEditTool(caller, scopeOf(tool)) || !this.mayAct(caller, tool));
    if (refused) throw await this.refusal.of(caller, refused);
  }
}

/** `PUT updateApp`: the tool of the body's `_id`, edited by its managers, administrators and its subsidiary's sub-administrators. */
@Injectable()
export class MayEditTool extends ToolAccessGuard {
  constructor(@InjectModel(Tool.name) tools: Model<Tool>, refusal: ToolRefusal) {
    super(tools, refusal);
  }

  protected idsOf(req: AuthenticatedRequest) {
    return idsIn(req, { body: ['_id', 'id'] });
  }

  protected mayAct() {
    return true;
  }
}

/** `PUT deleteApps/:ids`: as editing, but a tool awaiting approval is deleted by administrators only. */
@Injectable()
export class MayDeleteTools extends ToolAccessGuard {
  protected readonly includesDeleted = true;

  constructor(@InjectModel(Tool.name) tools: Model<Tool>, refusal: ToolRefusal) {
    super(tools, refusal);
  }

  protected idsOf(req: AuthenticatedRequest) {
    return idsIn(req, { param: 'ids' });
  }

  protected mayAct(caller: Principal, tool: StoredTool) {
    return canDeleteTool(caller, scopeOf(tool));
  }
}

/** `PUT updateApps`: the body's `apps`, each one the caller changes at once (never through an approval). */
@Injectable()
export class MayBulkEditTools extends ToolAccessGuard {
  constructor(@InjectModel(Tool.name) tools: Model<Tool>, refusal: ToolRefusal) {
    super(tools, refusal);
  }

  protected idsOf(req: AuthenticatedRequest) {
    return idsIn(req, { body: ['apps'] });
  }

  protected mayAct(caller: Principal, tool: StoredTool) {
    return !needsApproval(caller, { subsidiaryId: scopeOf(tool).subsidiaryId });
  }
}
