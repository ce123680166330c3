import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { AnnouncementRecord } from '../../../contracts';
import { AnnouncementBoard } from '../../announcement-board';
import { mayManageAnnouncement } from '../../announcement-scope';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { AnnouncementNotFound } from '../../announcements.errors';
import { DeleteAnnouncementCommand } from './delete-announcement.command';

@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand> {
  constructor(private readonly board: AnnouncementBoard) {}

  async execute({ caller, id }: DeleteAnnouncementCommand): Promise<AnnouncementRecord> {
    const _id = new Types.ObjectId(id);
    const current = await this.board.announcements.findById(_id).lean<StoredAnnouncement>();
    if (!current || !mayManageAnnouncement(caller, current.audience)) throw new AnnouncementNotFound();
    await this.board.announcements.deleteOne({ _id });
    await this.board.changed();
    return announcementRecordOf(current);
  }
}
