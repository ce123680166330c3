import { Injectable } from '@nestjs/common';
import { SessionStore } from '../platform/sessions/session-store';
import { DirectoryStore } from './directory-models';
import { DirectoryIndex } from './search/index/directory-index';

/** Reads by `_id` at a time when the index cannot name someone. */
const READS_AT_ONCE = 8;

/**
 * Ends people's sessions, named by their directory ids: the next call of their browser answers 401. Their
 * login ids come from the search index (deleted people included), or by a read by `_id` for anyone it
 * lacks; never a scan of the directory or of every session.
 */
@Injectable()
export class PeopleSessions {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
    private readonly sessions: SessionStore,
  ) {}

  /** `people`: how many of them exist (by login id); `ended`: how many of their sessions were live. */
  async end(userIds: readonly string[]): Promise<{ people: number; ended: number }> {
    const loginIds = await this.loginIdsOf(userIds);
    let ended = 0;
    for (const loginId of loginIds) ended += await this.sessions.destroyAllOf(loginId);
    return { people: loginIds.length, ended };
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
