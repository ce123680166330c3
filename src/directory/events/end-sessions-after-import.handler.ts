import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DirectoryImportedEvent } from '../../import/events/directory-imported.event';
import { SessionStore } from '../../platform/sessions/session-store';
import { User } from '../user.schema';

const BATCH = 200;

/**
 * After a directory import, people the directory now marks disabled or deleted lose their sessions:
 * the next call of their browser answers 401. Only people holding a session are looked at (those who
 * signed in within the absolute lifetime), in small batches.
 */
@EventsHandler(DirectoryImportedEvent)
export class EndSessionsAfterImport implements IEventHandler<DirectoryImportedEvent> {
  private readonly logger = new Logger(EndSessionsAfterImport.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionStore,
  ) {}

  async handle(): Promise<void> {
    try {
      const loginIds = await this.sessions.loginIdsWithSessions();
      let ended = 0;
      for (let start = 0; start < loginIds.length; start += BATCH) {
        const batch = loginIds.slice(start, start + BATCH);
        const gone = await this.users
          .find({ id_portal: { $in: batch }, $or: [{ account_disabled: true }, { deleted: true }] }, { id_portal: 1 })
          .lean();
        for (const user of gone) ended += await this.sessions.destroyAllOf(user.id_portal);
      }
      if (ended) this.logger.log(`ended ${ended} session(s) of accounts disabled or deleted by the import`);
    } catch (error) {
      this.logger.error(`could not end the sessions of disabled accounts: ${error instanceof Error ? error.message : error}`);
    }
  }
}
