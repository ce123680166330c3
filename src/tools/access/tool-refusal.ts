import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth/principal';
import { DomainError, PermissionDenied } from '../../platform/http/domain.error';
import type { Tool } from '../tool.schema';
import { canSee } from '../visibility/tool-visibility';
import { WallSubjects } from '../wall/wall-subjects';
import { ToolNotFound } from '../wall/wall.errors';

type RefusedTool = Pick<Tool, 'users' | 'managers' | 'subsidiaryId' | 'is_published' | 'creator'> & { deleted?: boolean };

/**
 * How to refuse a call on a tool the caller may not touch: 403 when they can see the tool anyway,
 * 404 when they cannot, so ids tried one after another never reveal which private tools exist.
 */
@Injectable()
export class ToolRefusal {
  constructor(private readonly subjects: WallSubjects) {}

  async of(caller: Principal, tool: RefusedTool): Promise<DomainError> {
    if (!tool.is_published && !!caller.userId && tool.creator === caller.userId) return new PermissionDenied();
    const viewer = await this.subjects.viewerOfCaller(caller).catch(() => null);
    const shape = { users: (tool.users ?? []).map(String), managers: (tool.managers ?? []).map(String), subsidiaryId: tool.subsidiaryId, is_published: tool.is_published !== false, deleted: tool.deleted };
    return viewer && canSee(viewer, shape) ? new PermissionDenied() : new ToolNotFound();
  }
}
