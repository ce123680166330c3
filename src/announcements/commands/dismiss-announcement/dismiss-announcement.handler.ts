import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CallerAnnouncements } from '../../caller-announcements';
import { DismissAnnouncementCommand } from './dismiss-announcement.command';

/** One not addressed to the person, or not current, is answered 404 and changes nothing. */
@CommandHandler(DismissAnnouncementCommand)
export class DismissAnnouncementHandler implements ICommandHandler<DismissAnnouncementCommand> {
  constructor(private readonly own: CallerAnnouncements) {}

  async execute({ caller, id }: DismissAnnouncementCommand): Promise<void> {
    const { reader, entry } = await this.own.current(caller, id);
    await this.own.remember(reader, 'dismissed', [entry.id]);
  }
}
