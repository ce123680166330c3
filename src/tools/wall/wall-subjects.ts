import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Types } from 'mongoose';
import { User } from '../../directory/user.schema';
import { viewerOf } from '../../directory/viewer-of';
import { isAllowed } from '../../platform/auth/permissions';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, PermissionDenied } from '../../platform/http/domain.error';
import type { Viewer } from '../visibility/tool-visibility';
import { namesUser } from './wall-subject.rule';

const PROJECTION = { hermes_id: 1, services: 1, subsidiary: 1, language: 1 } as const;

/**
 * Whose wall a call asks for. The `{userId}` of the path must name the caller (by hermes_id or _id)
 * unless the caller is an administrator. Visibility always comes from the groups stored on the user
 * in the directory: the `servicesList` the front sends in the body is never read, or anyone could
 * claim a group to see its private tools.
 */
@Injectable()
export class WallSubjects {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async resolve(caller: Principal, param: string): Promise<Viewer> {
    const self = await this.users.findOne({ _id: caller.userId, deleted: { $ne: true } }, PROJECTION).lean();
    if (!self) throw new NotFound('User');
    if (namesUser(param, self)) return viewerOf(self);
    if (!isAllowed(caller.roles, 'tools.wall.read_any')) throw new PermissionDenied();
    const byId = Types.ObjectId.isValid(param) ? [{ _id: new Types.ObjectId(param) }] : [];
    const other = await this.users.findOne({ $or: [{ hermes_id: param }, ...byId], deleted: { $ne: true } }, PROJECTION).lean();
    if (!other) throw new NotFound('User');
    return viewerOf(other);
  }

  /** The caller as a viewer (groups and subsidiary as stored), for single-tool reads. */
  async viewerOfCaller(caller: Principal): Promise<Viewer> {
    const self = await this.users.findOne({ _id: caller.userId, deleted: { $ne: true } }, PROJECTION).lean();
    if (!self) throw new NotFound('User');
    return viewerOf(self);
  }
}
