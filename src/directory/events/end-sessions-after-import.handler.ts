import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../platform/sessions/session-store';
import { DirectoryIndex } from '../search/index/directory-index';
import { UsersDeactivatedEvent } from './users-deactivated.event';
import { DirectoryStore } from '../directory-models';

/** Reads by `_id` at a time when the index cannot name someone. */
const READS_AT_ONCE = 8;

/**
 * People a directory import marked deleted lose their sessions: the next call of their browser answers
 * 401. The import raises the event after each written batch (≤ 100 people), so this looks at exactly
 * those people by id: their login ids come from the search index (deleted people included), or by a
 * read by `_id` for anyone it lacks; never a scan of the directory or of every session.
 */
@EventsHandler(UsersDeactivatedEvent)
export class EndSessionsAfterImport implements IEventHandler<UsersDeactivatedEvent> {
  private readonly logger = new Logger(EndSessionsAfterImport.name);

  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
    private readonly sessions: SessionStore,
  ) {}

  async handle({ userIds }: UsersDeactivatedEvent): Promise<void> {
    try {
      let ended = 0;
      for (const loginId of await this.loginIdsOf(userIds)) ended += await this.sessions.destroyAllOf(loginId);
      if (ended) this.logger.log(`ended ${ended} session(s) of ${userIds.length} people the import marked deleted`);
    } catch (error) {
      this.logger.error(`could not end the sessions of people the import marked deleted: ${error instanceof Error ? error.message : error}`);
    }
  }

  private async loginIdsOf(userIds: readonly string[]): Promise<string[]> {
    const known = new Map((await this.index.peopleByIds(userIds))?.map((person) => [person._id, person.id_portal]) ?? []);
    const missing = userIds.filter((id) => !known.has(id));
    for (let start = 0; start < missing.length; start += READS_AT_ONCE) {
      const read = await Promise.all(missing.slice(start, start + READS_AT_ONCE).map((id) => this.store.users.findById(id, { id_portal: 1 }).lean()));
      for (const user of read) if (user) known.set(String(user._id), user.id_portal);
    }
    return [...new Set(known.values())];
  }
}
