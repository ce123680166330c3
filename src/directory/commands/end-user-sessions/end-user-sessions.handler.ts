import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { NotFound } from '../../../platform/http/domain.error';
import { SessionStore } from '../../../platform/sessions/session-store';
import { EndUserSessionsCommand } from './end-user-sessions.command';
import { DirectoryStore } from '../../directory-models';

@CommandHandler(EndUserSessionsCommand)
export class EndUserSessionsHandler implements ICommandHandler<EndUserSessionsCommand> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly sessions: SessionStore,
  ) {}

  /** Returns how many sessions were live. */
  async execute({ userId }: EndUserSessionsCommand): Promise<{ ended: number }> {
    const user = isValidObjectId(userId) ? await this.store.users.findById(userId, { id_portal: 1 }).lean() : null;
    if (!user) throw new NotFound('user');
    return { ended: await this.sessions.destroyAllOf(user.id_portal) };
  }
}
