import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { NotFound } from '../../../platform/http/domain.error';
import { PeopleSessions } from '../../people-sessions';
import { EndUserSessionsCommand } from './end-user-sessions.command';

@CommandHandler(EndUserSessionsCommand)
export class EndUserSessionsHandler implements ICommandHandler<EndUserSessionsCommand> {
  constructor(private readonly people: PeopleSessions) {}

  /** Returns how many sessions were live. */
  async execute({ userId }: EndUserSessionsCommand): Promise<{ ended: number }> {
    const { people, ended } = isValidObjectId(userId) ? await this.people.end([userId]) : { people: 0, ended: 0 };
    if (!people) throw new NotFound('user');
    return { ended };
  }
}
