import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { mayManageAnnouncement } from './announcement-scope';
import { Announcement } from './announcement.schema';
import { AnnouncementNotFound } from './announcements.errors';

/** A change of one announcement (the path's `:id`), decided before the body is read: 404 for one unknown or another subsidiary's. */
@Injectable()
export class MayManageAnnouncement extends ResourceAccessGuard {
  constructor(@InjectModel(Announcement.name) private readonly announcements: Model<Announcement>) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [id] = idsIn(req, { param: 'id' }) ?? [];
    if (!id) return;
    const current = await this.announcements.findById(new Types.ObjectId(id), { audience: 1 }).lean();
    if (!current || !mayManageAnnouncement(caller, current.audience)) throw new AnnouncementNotFound();
  }
}
