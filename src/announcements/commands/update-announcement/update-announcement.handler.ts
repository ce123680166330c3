import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { AnnouncementRecord } from '../../../contracts';
import { AnnouncementBoard } from '../../announcement-board';
import { AnnouncementDrafts } from '../../announcement-draft';
import { mayManageAnnouncement } from '../../announcement-scope';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { AnnouncementNotFound } from '../../announcements.errors';
import { UpdateAnnouncementCommand } from './update-announcement.command';

/** Another subsidiary's announcement is answered 404 before its body is read. */
@CommandHandler(UpdateAnnouncementCommand)
export class UpdateAnnouncementHandler implements ICommandHandler<UpdateAnnouncementCommand> {
  constructor(
    private readonly drafts: AnnouncementDrafts,
    private readonly board: AnnouncementBoard,
  ) {}

  async execute({ caller, id, body }: UpdateAnnouncementCommand): Promise<AnnouncementRecord> {
    const _id = new Types.ObjectId(id);
    const current = await this.board.announcements.findById(_id, { audience: 1 }).lean();
    if (!current || !mayManageAnnouncement(caller, current.audience)) throw new AnnouncementNotFound();
    const draft = await this.drafts.read(caller, body);
    const doc = await this.board.announcements.findOneAndUpdate({ _id }, { $set: draft }, { new: true }).lean<StoredAnnouncement>();
    if (!doc) throw new AnnouncementNotFound();
    await this.board.changed();
    return announcementRecordOf(doc);
  }
}
