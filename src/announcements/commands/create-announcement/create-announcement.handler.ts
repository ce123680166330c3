import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import { AnnouncementBoard } from '../../announcement-board';
import { AnnouncementDrafts } from '../../announcement-draft';
import { announcementRecordOf, StoredAnnouncement } from '../../announcement-view';
import { CreateAnnouncementCommand } from './create-announcement.command';

@CommandHandler(CreateAnnouncementCommand)
export class CreateAnnouncementHandler implements ICommandHandler<CreateAnnouncementCommand> {
  constructor(
    private readonly drafts: AnnouncementDrafts,
    private readonly board: AnnouncementBoard,
  ) {}

  async execute({ caller, body }: CreateAnnouncementCommand): Promise<AnnouncementRecord> {
    const draft = await this.drafts.read(caller, body);
    const doc = await this.board.announcements.create({ ...draft, creator: caller.userId ?? undefined });
    await this.board.changed();
    return announcementRecordOf(doc.toObject() as StoredAnnouncement);
  }
}
