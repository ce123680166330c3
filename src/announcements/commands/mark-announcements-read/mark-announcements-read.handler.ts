import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CallerAnnouncements } from '../../caller-announcements';
import { MarkAnnouncementsReadCommand } from './mark-announcements-read.command';

/** Only the person's own announcements are remembered; other ids are ignored. */
@CommandHandler(MarkAnnouncementsReadCommand)
export class MarkAnnouncementsReadHandler implements ICommandHandler<MarkAnnouncementsReadCommand> {
  constructor(private readonly own: CallerAnnouncements) {}

  async execute({ caller, ids }: MarkAnnouncementsReadCommand): Promise<void> {
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    const { reader, entries } = await this.own.of(caller);
    const read = entries.filter((entry) => wanted.has(entry.id)).map((entry) => entry.id);
    if (read.length) await this.own.remember(reader, 'read', read);
  }
}
