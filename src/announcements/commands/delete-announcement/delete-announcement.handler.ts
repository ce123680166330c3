import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AnnouncementRecord } from '../../../contracts';
import { AnnouncementBoard } from '../../announcement-board';
import { mayManageAnnouncement } from '../../announcement-scope';
import { Announcement } from '../../announcement.schema';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { AnnouncementNotFound } from '../../announcements.errors';
import { DeleteAnnouncementCommand } from './delete-announcement.command';

@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand> {
  constructor(
    @InjectModel(Announcement.name) private readonly announcements: Model<Announcement>,
    private readonly board: AnnouncementBoard,
  ) {}

  async execute({ caller, id }: DeleteAnnouncementCommand): Promise<AnnouncementRecord> {
    const _id = new Types.ObjectId(id);
    const current = await this.announcements.findById(_id).lean<StoredAnnouncement>();
    if (!current || !mayManageAnnouncement(caller, current.audience)) throw new AnnouncementNotFound();
    await this.announcements.deleteOne({ _id });
    await this.board.changed();
    return announcementRecordOf(current);
  }
}
