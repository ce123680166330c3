import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { PeopleSessions } from '../people-sessions';
import { UsersDeactivatedEvent } from './users-deactivated.event';

/**
 * People a directory import marked deleted lose their sessions. The import raises the event after each
 * written batch (≤ 100 people), so this ends exactly those people's sessions.
 */
@EventsHandler(UsersDeactivatedEvent)
export class EndSessionsAfterImport implements IEventHandler<UsersDeactivatedEvent> {
  private readonly logger = new Logger(EndSessionsAfterImport.name);

  constructor(private readonly people: PeopleSessions) {}

  async handle({ userIds }: UsersDeactivatedEvent): Promise<void> {
    try {
      const { ended } = await this.people.end(userIds);
      if (ended) this.logger.log(`ended ${ended} session(s) of ${userIds.length} people the import marked deleted`);
    } catch (error) {
      this.logger.error(`could not end the sessions of people the import marked deleted: ${error instanceof Error ? error.message : error}`);
    }
  }
}
