import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AnnouncementAudiences } from '../../announcement-audiences';
import { AnnouncementBoard } from '../../announcement-board';
import { AnnouncementReaders } from '../../announcement-readers';
import { MarkAnnouncementsReadCommand } from './mark-announcements-read.command';

/** Only the person's own announcements are remembered; other ids are ignored. */
@CommandHandler(MarkAnnouncementsReadCommand)
export class MarkAnnouncementsReadHandler implements ICommandHandler<MarkAnnouncementsReadCommand> {
  constructor(
    private readonly board: AnnouncementBoard,
    private readonly audiences: AnnouncementAudiences,
    private readonly readers: AnnouncementReaders,
  ) {}

  async execute({ caller, ids }: MarkAnnouncementsReadCommand): Promise<void> {
    const reader = await this.audiences.readerOf(caller);
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    const own = (await this.board.forReader(reader)).filter((entry) => wanted.has(entry.id)).map((entry) => entry.id);
    if (own.length) await this.readers.add(reader.userId, 'read', own);
  }
}
