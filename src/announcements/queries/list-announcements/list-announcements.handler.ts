import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { managedFilter } from '../../announcement-scope';
import { Announcement } from '../../announcement.schema';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { ListAnnouncementsQuery } from './list-announcements.query';

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<ListAnnouncementsQuery> {
  constructor(@InjectModel(Announcement.name) private readonly announcements: Model<Announcement>) {}

  async execute({ caller, criteria }: ListAnnouncementsQuery) {
    const filter = { ...managedFilter(caller), ...(criteria.kind ? { kind: criteria.kind } : {}) };
    const direction = criteria.ascending ? 1 : -1;
    const [docs, total] = await Promise.all([
      this.announcements
        .find(filter)
        .sort({ [criteria.sortKey]: direction, _id: direction })
        .skip(criteria.offset)
        .limit(criteria.limit)
        .lean<StoredAnnouncement[]>(),
      this.announcements.countDocuments(filter),
    ]);
    return { data: docs.map(announcementRecordOf), total };
  }
}
