import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AnnouncementAudiences } from '../../announcement-audiences';
import { AnnouncementBoard } from '../../announcement-board';
import { AnnouncementReaders } from '../../announcement-readers';
import { AnnouncementNotFound } from '../../announcements.errors';
import { DismissAnnouncementCommand } from './dismiss-announcement.command';

/** One not addressed to the person, or not current, is answered 404 and changes nothing. */
@CommandHandler(DismissAnnouncementCommand)
export class DismissAnnouncementHandler implements ICommandHandler<DismissAnnouncementCommand> {
  constructor(
    private readonly board: AnnouncementBoard,
    private readonly audiences: AnnouncementAudiences,
    private readonly readers: AnnouncementReaders,
  ) {}

  async execute({ caller, id }: DismissAnnouncementCommand): Promise<void> {
    const reader = await this.audiences.readerOf(caller);
    const now = Date.now();
    const entry = (await this.board.forReader(reader, now)).find((candidate) => candidate.id === id.toLowerCase());
    if (!entry || entry.endsAt <= now) throw new AnnouncementNotFound();
    await this.readers.add(reader.userId, 'dismissed', [entry.id]);
  }
}
