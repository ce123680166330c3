import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Types } from 'mongoose';
import { isDatabaseUnavailable } from '../../platform/database/database-unavailable';
import { CachedViewerRecord, DirectoryCache } from '../../directory/directory-cache';
import { User } from '../../directory/user.schema';
import { isAllowed } from '../../contracts/permissions';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, PermissionDenied } from '../../platform/http/domain.error';
import type { Viewer } from '../visibility/tool-visibility';
import { namesUser } from './wall-subject.rule';

const PROJECTION = { hermes_id: 1, services: 1, subsidiary: 1, deleted: 1 } as const;

/**
 * Whose wall a call asks for. The `{userId}` of the path must name the caller (by hermes_id or _id)
 * unless the caller is an administrator. Visibility always comes from the groups stored on the user
 * in the directory: the `servicesList` the front sends in the body is never read, or anyone could
 * claim a group to see its private tools. The caller's own record is cached in Redis beside the
 * principal (60 s, dropped by every write to the user), so a wall call reads no user from the database.
 */
@Injectable()
export class WallSubjects {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly cache: DirectoryCache,
  ) {}

  async resolve(caller: Principal, param: string): Promise<Viewer> {
    const self = await this.selfOf(caller);
    if (namesUser(param, self)) return asViewer(self);
    if (!isAllowed(caller.roles, 'tools.wall.read_any')) throw new PermissionDenied();
    const byId = Types.ObjectId.isValid(param) ? [{ _id: new Types.ObjectId(param) }] : [];
    const other = await this.users.findOne({ $or: [{ hermes_id: param }, ...byId], deleted: { $ne: true } }, PROJECTION).lean();
    if (!other) throw new NotFound('User');
    return asViewer(other);
  }

  /** The caller as a viewer (groups and subsidiary as stored), for single-tool reads. */
  async viewerOfCaller(caller: Principal): Promise<Viewer> {
    return asViewer(await this.selfOf(caller));
  }

  private async selfOf(caller: Principal): Promise<CachedViewerRecord> {
    if (!caller.userId || !Types.ObjectId.isValid(caller.userId)) throw new NotFound('User');
    const cached = await this.cache.viewer(caller.userId);
    if (cached) return cached;
    // The database known down: the last known viewer at once, without waiting for a timeout.
    const known = this.users.db.readyState === 1 ? null : await this.cache.lastKnownViewer(caller.userId);
    if (known) return known;
    // A pure _id filter (FerretDB pushes only that one down); deleted is checked here.
    const user = await this.users
      .findById(caller.userId, PROJECTION)
      .lean()
      .catch(async (error) => {
        // The database does not answer: the wall keeps answering from memory with the last known viewer.
        const known = isDatabaseUnavailable(error) ? await this.cache.lastKnownViewer(caller.userId!) : null;
        if (known) return { ...known, deleted: false };
        throw error;
      });
    if (!user || user.deleted) throw new NotFound('User');
    const record: CachedViewerRecord = {
      _id: String(user._id),
      hermes_id: user.hermes_id,
      services: user.services ?? [],
      subsidiary: user.subsidiary ? { _id: String(user.subsidiary._id), name: user.subsidiary.name } : null,
    };
    await this.cache.rememberViewer(record);
    return record;
  }
}

function asViewer(user: { _id: unknown; services?: readonly string[]; subsidiary?: { _id: unknown } | null }): Viewer {
  return { userId: String(user._id), groups: user.services ?? [], subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null };
}
