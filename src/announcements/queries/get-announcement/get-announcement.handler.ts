import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { mayManageAnnouncement } from '../../announcement-scope';
import { Announcement } from '../../announcement.schema';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { AnnouncementNotFound } from '../../announcements.errors';
import { GetAnnouncementQuery } from './get-announcement.query';

/** Another subsidiary's announcement is answered as unknown. */
@QueryHandler(GetAnnouncementQuery)
export class GetAnnouncementHandler implements IQueryHandler<GetAnnouncementQuery> {
  constructor(@InjectModel(Announcement.name) private readonly announcements: Model<Announcement>) {}

  async execute({ caller, id }: GetAnnouncementQuery) {
    const doc = await this.announcements.findById(new Types.ObjectId(id)).lean<StoredAnnouncement>();
    if (!doc || !mayManageAnnouncement(caller, doc.audience)) throw new AnnouncementNotFound();
    return announcementRecordOf(doc);
  }
}
