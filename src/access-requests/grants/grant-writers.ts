import { Injectable } from '@nestjs/common';
import { type GroupCommit, groupedInserts, refusalBesidesDuplicates } from '../../platform/database/group-commit';
import { type LockLease, RecordLocks } from '../../platform/database/record-locks';
import type { AccessGrant, AccessGrantEnding } from '../access-request.schema';
import { AccessStore } from '../access-store';

/** The owned lock of a grant, taken by its writer; the expiry job reads whether it is held. */
export const grantLockOf = (grantId: string) => `access-grant:${grantId}`;
/** The id of a marked end: the grant and its end. */
export const endingIdOf = (grantId: string, endsAt: number) => `${grantId}|${endsAt}`;

/**
 * How a grant's writers and the expiry job keep out of each other's way, with one read of the grant by the
 * job and no update before it. A writer takes the grant's lock, marks the grant `writing` (its lock's owner),
 * then reads it and stands back while the job ends it at its current end (an `access_grant_endings` document
 * of that end), and takes its mark off once its writes (the grant, the tool's viewer) are done. The job
 * inserts its batch's endings, then reads the grants: each side writes before it reads, so at least one sees
 * the other. A grant read with a writer's mark is left for later while its lock is held; once free (the
 * writer done, or gone and its mark stale), the job reads it again and sees its writes.
 */
@Injectable()
export class GrantWriters {
  /** Endings of concurrent batches inserted together: 200 documents are one command (an update is one a document). */
  private inserts?: GroupCommit<AccessGrantEnding>;

  constructor(
    private readonly store: AccessStore,
    private readonly locks: RecordLocks,
  ) {}

  /** Runs `work` as the grant's writer (a grant not stored yet has nothing to end: it gets no mark). */
  write<T>(grantId: string, work: (lease: LockLease) => Promise<T>): Promise<T> {
    return this.locks.withLock(grantLockOf(grantId), async (lease) => {
      await lease.beforeWrite();
      const { matchedCount } = await this.store.grants.updateOne({ _id: grantId }, { $set: { writing: lease.owner } });
      try {
        return await work(lease);
      } finally {
        // Only while the lock is still this writer's (a successor keeps its own mark); a mark left is stale once the lock is free.
        if (matchedCount) await lease.beforeWrite().then(() => this.store.grants.updateOne({ _id: grantId }, { $unset: { writing: 1 } }), () => undefined);
      }
    });
  }

  /** Whether the expiry job is ending this grant (read by its writer, after its mark). */
  async isEnding(grant: Pick<AccessGrant, 'state' | 'ends_at'> & { _id: string }): Promise<boolean> {
    // `ending`: an earlier version's mark, on the grant itself.
    if (grant.state === 'ending') return true;
    if (grant.state === 'ended' || !grant.ends_at) return false;
    return Boolean(await this.store.endings.exists({ _id: endingIdOf(grant._id, grant.ends_at.getTime()) }));
  }

  /** The job: these grants' ends are being ended (an end marked already stays so). */
  async markEnding(ends: readonly { grantId: string; endsAt: number }[]): Promise<void> {
    const at = new Date();
    this.inserts ??= groupedInserts<AccessGrantEnding>(this.store.endings.collection);
    const outcomes = await this.inserts.submitAll(ends.map(({ grantId, endsAt }) => ({ _id: endingIdOf(grantId, endsAt), at })));
    const refused = refusalBesidesDuplicates(outcomes);
    if (refused) throw refused.reason;
  }

  /** The job: which of these grants (read with a writer's mark) a writer is writing now (its lock held). */
  async busy(grantIds: readonly string[]): Promise<Set<string>> {
    if (!grantIds.length) return new Set();
    const held = await this.locks.held(grantIds.map(grantLockOf));
    return new Set(grantIds.filter((id) => held.has(grantLockOf(id))));
  }
}
