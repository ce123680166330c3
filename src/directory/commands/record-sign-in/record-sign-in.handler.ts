import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { DirectoryCache, type PrincipalGenerations } from '../../directory-cache';
import { PendingMemberships } from '../../pending-memberships';
import { DirectoryPrincipalLoader } from '../../directory-principal.loader';
import { FindFirstSignInBookmarksQuery } from '../../ports/find-first-sign-in-bookmarks.query';
import { DirectoryIndex } from '../../search/index/directory-index';
import { LastSignInWriter } from './last-sign-in-writer';
import { RecordSignInCommand } from './record-sign-in.command';
import { DirectoryStore } from '../../directory-models';
import type { User } from '../../user.schema';

type ClaimedRead = { claimedId: string | null; since: PrincipalGenerations | undefined; claim: string | null; user: (User & { _id: Types.ObjectId }) | null };

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
    const mappedId = await this.cache.userIdOfLogin(loginId);
    // A new session reads the directory afresh (roles may have changed since the cached principal).
    await this.cache.invalidateUsers(mappedId ? [mappedId] : [], [loginId]);
    let read = await this.readClaimed(loginId, mappedId);
    // The login map named someone else (or nobody): the person of the login read again by `_id`, claimed
    // and counted before the read.
    if (read.user && String(read.user._id) !== mappedId) read = await this.readClaimed(loginId, String(read.user._id), read);
    if (!read.user || String(read.user._id) !== read.claimedId) return this.unclaim(read);
    return this.signedIn(loginId, read);
  }

  private async signedIn(loginId: string, read: ClaimedRead): Promise<void> {
    const { user, claim, since } = read;
    if (!user) return;
    const now = new Date();
    // The users table reads its rows (last sign-in, last update) from the index: written at once
    // from the entry just read, unless a refresh that read them later (a deactivation's) claimed them
    // since. The database write does not hold the sign-in: behind an import (one writer on FerretDB's
    // SQLite) it waits in Redis for the LastSignInWriter's next drain. The first sign-in with default
    // bookmarks writes it below, with the bookmarks.
    await this.index.refreshFromRows([{ ...user, last_login_time: now, updated_time: now }], { claim: claim ?? undefined, keepPrincipals: true });
    await this.cache.rememberLogins([{ loginId, userId: String(user._id) }]);
    if (!user.has_default_bookmarks || user.default_bookmarks_applied) await this.lastSignIns.note(user._id, now);
    else await this.applyDefaultBookmarks(user, now);
    // The person just read is the new session's principal: cached so that the first screen's calls, sent
    // at once, do not each read the person again; not if a write to them was invalidated since the read.
    await this.principals.remember(loginId, user, since);
  }

  /**
   * The person of this login, read after their index entries are claimed (DirectoryIndex.claimRefresh) and
   * their cache generations counted: a write to them after the read wins over what the sign-in read. An
   * earlier read's claim is given up first.
   */
  private async readClaimed(loginId: string, claimedId: string | null, earlier?: ClaimedRead): Promise<ClaimedRead> {
    if (earlier) await this.unclaim(earlier);
    const since = await this.cache.principalGenerations(loginId, claimedId);
    const claim = claimedId ? await this.index.claimRefresh([claimedId]) : null;
    return { claimedId, since, claim, user: await this.store.livePersonOfLogin(loginId, claimedId) };
  }

  /**
   * A claim this sign-in will not write (the person read is not the one claimed): a claim makes an earlier
   * refresh of the person write nothing, so the person is refreshed as they are now.
   */
  private async unclaim({ claimedId }: ClaimedRead): Promise<void> {
    if (claimedId) await this.index.refresh([claimedId]);
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
    // Their principal left cached: the bookmarks are not part of it, and the sign-in caches the one it read.
    await this.index.refresh([String(user._id)], { keepPrincipals: true });
  }
}
