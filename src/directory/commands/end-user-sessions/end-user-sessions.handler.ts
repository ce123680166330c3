import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { NotFound } from '../../../platform/http/domain.error';
import { SessionStore } from '../../../platform/sessions/session-store';
import { User } from '../../user.schema';
import { EndUserSessionsCommand } from './end-user-sessions.command';

@CommandHandler(EndUserSessionsCommand)
export class EndUserSessionsHandler implements ICommandHandler<EndUserSessionsCommand> {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionStore,
  ) {}

  /** Returns how many sessions were live. */
  async execute({ userId }: EndUserSessionsCommand): Promise<{ ended: number }> {
    const user = isValidObjectId(userId) ? await this.users.findById(userId, { id_portal: 1 }).lean() : null;
    if (!user) throw new NotFound('user');
    return { ended: await this.sessions.destroyAllOf(user.id_portal) };
  }
}
