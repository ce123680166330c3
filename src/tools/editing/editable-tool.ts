import { Types } from 'mongoose';
import type { Principal } from '../../platform/auth/principal';
import { PermissionDenied } from '../../platform/http/domain.error';
import { canEditTool, ToolScope } from '../../contracts/tool-access';
import type { Tool } from '../tool.schema';
import { InvalidToolId, ToolNotFound } from '../wall/wall.errors';

export type StoredTool = Tool & { _id: Types.ObjectId };

/** The tool id of a body or path: 24 hex digits, or a 400 (never a cast error and a 500). */
export function toolObjectId(value: unknown): Types.ObjectId {
  if (typeof value !== 'string' || !/^[0-9a-f]{24}$/i.test(value)) throw new InvalidToolId();
  return new Types.ObjectId(value);
}

export function scopeOf(tool: Pick<Tool, 'managers' | 'subsidiaryId' | 'has_pending_validation'>): ToolScope {
  return {
    managers: (tool.managers ?? []).map(String),
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    has_pending_validation: !!tool.has_pending_validation,
  };
}

/** 404 for a tool that does not exist (or is deleted), 403 for one the caller may not edit. */
export function assertEditable(caller: Principal, tool: StoredTool | null): asserts tool is StoredTool {
  if (!tool) throw new ToolNotFound();
  if (!canEditTool(caller, scopeOf(tool))) throw new PermissionDenied();
}
