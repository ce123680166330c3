import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { DirectoryCache } from '../../directory-cache';
import { PendingMemberships } from '../../pending-memberships';
import { DirectoryPrincipalLoader } from '../../directory-principal.loader';
import { FindFirstSignInBookmarksQuery } from '../../ports/find-first-sign-in-bookmarks.query';
import { DirectoryIndex } from '../../search/index/directory-index';
import { LastSignInWriter } from './last-sign-in-writer';
import { RecordSignInCommand } from './record-sign-in.command';
import { DirectoryStore } from '../../directory-models';
import type { User } from '../../user.schema';

@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly cache: DirectoryCache,
    private readonly index: DirectoryIndex,
    private readonly lastSignIns: LastSignInWriter,
    private readonly pending: PendingMemberships,
    private readonly principals: DirectoryPrincipalLoader,
  ) {}

  async execute({ loginId }: RecordSignInCommand): Promise<void> {
    const user = await this.store.livePersonOfLogin(loginId, await this.cache.userIdOfLogin(loginId));
    const now = new Date();
    if (user) {
      // The users table reads its rows (last sign-in, last update) from the index: written at once
      // from the entry just read. The database write does not hold the sign-in: behind an import
      // (one writer on FerretDB's SQLite) it waits in Redis for the LastSignInWriter's next drain.
      // The first sign-in with default bookmarks writes it below, with the bookmarks.
      await this.index.refreshFromRows([{ ...user, last_login_time: now, updated_time: now }]);
    }
    // A new session reads the directory afresh (roles may have changed since the cached principal).
    await this.cache.invalidateUsers(user ? [String(user._id)] : [], [loginId]);
    if (!user) return;
    await this.cache.rememberLogins([{ loginId, userId: String(user._id) }]);
    if (!user.has_default_bookmarks || user.default_bookmarks_applied) await this.lastSignIns.note(user._id, now);
    else await this.applyDefaultBookmarks(user, now);
    // The person just read is the new session's principal: cached (after the index's refresh, which drops it)
    // so that the first screen's calls, sent at once, do not each read the person again.
    await this.principals.remember(loginId, user);
  }

  /** The first sign-in of a person with default bookmarks: the default tools that apply to them, added once. */
  private async applyDefaultBookmarks(user: User & { _id: Types.ObjectId }, now: Date): Promise<void> {
    // Their groups as the wall sees them: a group joined by a change accepted and not yet written counts (its default tools apply once only).
    const groups = await this.pending.over(String(user._id), user.services);
    const viewer = { userId: String(user._id), groups, subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null };
    // The default tools are `defaults`' to know: it answers the directory's question (a module above it).
    const bookmarks = await this.queries.execute(new FindFirstSignInBookmarksQuery(viewer, user.language));

    // By `_id` alone (FerretDB scans the people for any other filter, 100,000 documents read for one):
    // two sign-ins at once both add the same tools, which `$addToSet` keeps once; bookmarks already there stay first, in order.
    await this.store.users.updateOne(
      { _id: user._id },
      { $set: { default_bookmarks_applied: true, last_login_time: now }, $addToSet: { bookmarks: { $each: bookmarks.map((id) => new Types.ObjectId(id)) } } },
    );
    await this.index.refresh([String(user._id)]);
  }
}
