import { Injectable } from '@nestjs/common';
import { type LockLease, RecordLocks } from '../../platform/database/record-locks';
import { AccessStore } from '../access-store';

/** The owned lock of a grant, taken by its writer; the expiry job reads whether it is held. */
export const grantLockOf = (grantId: string) => `access-grant:${grantId}`;

/**
 * How a grant's writers and the expiry job keep out of each other's way, with one read of the grant by the
 * job. A writer takes the grant's lock, marks the grant `writing` (its lock's owner), then reads it, stands
 * back while the job ends it (`ending`), and takes the mark off once its writes (the grant, the tool's
 * viewer) are done. The job marks its batch `ending`, then reads the grants: each side writes before it
 * reads, so at least one sees the other. A grant read with a writer's mark is left for later while its lock
 * is held; once free (the writer done, or gone and its mark stale), the job reads it again and sees its writes.
 */
@Injectable()
export class GrantWriters {
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

  /** Which of these grants a writer is writing now (read with its mark, and its lock held). */
  async busy(grantIds: readonly string[]): Promise<Set<string>> {
    if (!grantIds.length) return new Set();
    const held = await this.locks.held(grantIds.map(grantLockOf));
    return new Set(grantIds.filter((id) => held.has(grantLockOf(id))));
  }
}
