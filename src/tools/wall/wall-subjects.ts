import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { CachedViewerRecord, DirectoryReader } from '../../directory/directory.public';
import { isAllowed } from '../../contracts/permissions';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, PermissionDenied } from '../../platform/http/domain.error';
import type { Viewer } from '../visibility/tool-visibility';
import { namesUser } from './wall-subject.rule';

/**
 * Whose wall a call asks for. The `{userId}` of the path must name the caller (by hermes_id or _id)
 * unless the caller is an administrator. Visibility always comes from the groups stored on the user
 * in the directory: the `servicesList` the front sends in the body is never read, or anyone could
 * claim a group to see its private tools. The caller's own record is cached in Redis beside the
 * principal (60 s, dropped by every write to the user), so a wall call reads no user from the database
 * (`DirectoryReader.viewer`).
 */
@Injectable()
export class WallSubjects {
  constructor(private readonly directory: DirectoryReader) {}

  async resolve(caller: Principal, param: string): Promise<Viewer> {
    const self = await this.selfOf(caller);
    if (namesUser(param, self)) return asViewer(self);
    if (!isAllowed(caller.roles, 'tools.wall.read_any')) throw new PermissionDenied();
    const other = await this.directory.viewerByHermesIdOrId(param);
    if (!other) throw new NotFound('User');
    return asViewer(other);
  }

  /** The caller as a viewer (groups and subsidiary as stored), for single-tool reads. */
  async viewerOfCaller(caller: Principal): Promise<Viewer> {
    return asViewer(await this.selfOf(caller));
  }

  /**
   * The caller's viewer record: from the principal when it carries the groups (read with it, and dropped
   * with it by every write to the person), else from the directory.
   */
  private async selfOf(caller: Principal): Promise<CachedViewerRecord> {
    if (!caller.userId || !Types.ObjectId.isValid(caller.userId)) throw new NotFound('User');
    if (caller.groups) {
      return { _id: caller.userId, hermes_id: caller.directoryId, services: [...caller.groups], subsidiary: caller.subsidiaryId ? { _id: caller.subsidiaryId } : null };
    }
    const record = await this.directory.viewer(caller.userId);
    if (!record) throw new NotFound('User');
    return record;
  }
}

function asViewer(user: { _id: unknown; services?: readonly string[]; subsidiary?: { _id: unknown } | null }): Viewer {
  return { userId: String(user._id), groups: user.services ?? [], subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null };
}
