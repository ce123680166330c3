import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { faultPoint } from '../../platform/faults/fault-point';
import { ChangeIntents } from '../../platform/outbox/change-intents';
import { REDIS } from '../../platform/queues/queues.module';
import { DirectoryCache } from '../directory-cache';
import { DirectoryStore } from '../directory-models';
import { PendingMemberships } from '../pending-memberships';
import { IndexRefresh } from '../search/index-refresh';
import { GroupLock } from './group-lock';
import { ProvisioningRefused } from './provisioning.types';

const KIND = 'directory.group-members';
/** Updates by `_id` in one command: FerretDB 1.24 hangs past ~40 matching statements (docs/decisions/ferretdb-in-development.md). */
const MEMBER_BATCH = 30;
/** How long a change waits for another being recorded for the same group (each holds the order lock for a few ms). */
const ORDER_WAIT_MS = 5_000;

/** One accepted change of a group's members, applied after the answer (`seq`: its place in the group's order). */
export interface MemberChange {
  group: string;
  guid: string;
  seq: number;
  /** Marks this change's pending-membership entries (PendingMemberships). */
  token: string;
  add: string[];
  remove: string[];
}

/** What the recorder of a change hands over: the people to add and remove, decided under the group's order lock. */
export type MemberDiff = { add: string[]; remove: string[] };

/**
 * A SCIM change of a group's members, answered once recorded and applied to the people's documents after
 * (docs/decisions/scim-scale.md). Recording, under the group's order lock (owned, in Redis): the next
 * sequence number of the group (above every change still pending), the change as one intent (group, op,
 * ids) in the database, then each person's pending entry (PendingMemberships) and their cached principal
 * dropped. Applying, under the group's apply lock (owned, renewed before each batch): the group's pending
 * changes in sequence order, each in batches of `$addToSet` / `$pull` by `_id` (idempotent), the people's
 * index entries refreshed and pending entries removed, then its intent. So successive changes of a group
 * land in the order they were answered, on any instance; a change whose api died is finished by the
 * worker's catch-up once the dead holder's lock expires.
 */
@Injectable()
export class GroupMemberChanges {
  private readonly logger = new Logger(GroupMemberChanges.name);

  constructor(
    private readonly store: DirectoryStore,
    private readonly intents: ChangeIntents,
    private readonly refresh: IndexRefresh,
    private readonly pending: PendingMemberships,
    private readonly cache: DirectoryCache,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private lockKey = (group: string, purpose: 'order' | 'apply') => `${this.cache.namespace()}:group-members:${group}:${purpose}`;

  /**
   * Runs `work` under the group's order lock; `work` decides the change (from the members as they stand,
   * pending changes included) and records it with `record`, which answers the change as stored. The group
   * is read again under the lock: a request that found it live before its deletion (which holds this lock
   * across its last look at the changes and its end, `close`) is refused as not found, never recorded.
   */
  async inOrder<T>(group: { _id: string; guid: string }, work: (record: (diff: MemberDiff) => Promise<MemberChange>) => Promise<T>): Promise<T> {
    const lock = await GroupLock.take(this.redis, this.lockKey(group._id, 'order'), ORDER_WAIT_MS);
    if (!lock) throw new ProvisioningRefused('busy', `The members of group ${group._id} are being changed by another request; try again.`);
    try {
      const live = await this.store.groups.findById(group._id, { deleted: 1 }).lean();
      if (!live || live.deleted) throw new ProvisioningRefused('not-found', `Group ${group._id} not found.`);
      return await work(async (diff) => {
        await lock.beforeWrite();
        const seq = Math.max(0, ...(await this.changesOf(group._id, false)).map((change) => change.seq)) + 1;
        const change: MemberChange = { group: group._id, guid: group.guid, seq, token: randomBytes(6).toString('hex'), add: diff.add, remove: diff.remove };
        await lock.beforeWrite();
        await this.intents.record(`${KIND}.${group._id}.${String(seq).padStart(9, '0')}`, KIND, { ...change });
        await this.announce(change);
        return change;
      });
    } finally {
      await this.release(lock);
    }
  }

  /**
   * The stored change made visible before it is applied: each person's pending entry, then their cached
   * principal dropped. Its intent is stored, so the change is answered as done whatever happens here: if
   * Redis fails now (down, frozen), readers see it once it is applied, by this api or the worker's catch-up
   * (which removes whatever entries were written).
   */
  private async announce(change: MemberChange): Promise<void> {
    try {
      await this.pending.note(change.add, change.guid, '+', change.token);
      await this.pending.note(change.remove, change.guid, '-', change.token);
      await this.cache.invalidateUsers([...change.add, ...change.remove]);
    } catch (error) {
      this.logger.warn(`members of group ${change.group} (change ${change.seq}) recorded, seen once applied: ${(error as Error).message}`);
    }
  }

  /**
   * Throws Redis's own error (a 503 for the caller) unless a change could be recorded now: checked by a
   * request that writes something else first (a group created or renamed with its members), so that with
   * Redis down it writes nothing instead of half its change.
   */
  async ensureRecordable(): Promise<void> {
    await this.redis.ping();
  }

  /** The group's changes not yet applied, in their order (with their ids unless `withIds` is false). */
  async changesOf(group: string, withIds = true): Promise<MemberChange[]> {
    const found = await this.intents.matching<MemberChange>(KIND, { group }, withIds ? undefined : ['group', 'seq']);
    return found.map((intent) => intent.payload).sort((a, b) => a.seq - b.seq);
  }

  /** Applies the group's pending changes now, in the background (another holder of its apply lock does it otherwise). */
  applySoon(group: string): void {
    void this.apply(group).catch((error: Error) => this.logger.warn(`members of group ${group} left to the worker's catch-up: ${error.message}`));
  }

  /**
   * Applies the group's pending changes if its apply lock is free (waiting up to `waitMs` for it). Answers
   * false if another holds it. After releasing, looks again: a change recorded while this one held the lock
   * (its recorder found it taken) is applied by this caller, in another round.
   */
  async apply(group: string, waitMs = 0): Promise<boolean> {
    for (let first = true; ; first = false) {
      const lock = await GroupLock.take(this.redis, this.lockKey(group, 'apply'), first ? waitMs : 0);
      if (!lock) return !first;
      try {
        for (const change of await this.changesOf(group)) await this.applyOne(change, lock);
      } finally {
        await this.release(lock);
      }
      if (!(await this.changesOf(group, false)).length) return true;
    }
  }

  /**
   * Ends the group (its deletion, `end`) once every change of it is applied and none can be recorded any
   * more: under its apply lock (waiting up to `waitMs` for it), the pending changes applied; then under its
   * order lock as well (held by a recording for a few ms), those recorded meanwhile applied, and `end` run,
   * given a `beforeWrite` that keeps both locks. A request that read the group before and records after is
   * refused once it gets the order lock (`inOrder` reads the group again), so no change lands on the people
   * of a deleted group. Answers false if the apply lock stayed taken; refuses as busy if the order lock did.
   */
  async close(group: string, waitMs: number, end: (beforeWrite: () => Promise<void>) => Promise<void>): Promise<boolean> {
    const lock = await GroupLock.take(this.redis, this.lockKey(group, 'apply'), waitMs);
    if (!lock) return false;
    try {
      for (const change of await this.changesOf(group)) await this.applyOne(change, lock);
      const order = await GroupLock.take(this.redis, this.lockKey(group, 'order'), ORDER_WAIT_MS);
      if (!order) throw new ProvisioningRefused('busy', `The members of group ${group} are being changed by another request; try again.`);
      try {
        for (const change of await this.changesOf(group)) await this.applyOne(change, lock);
        await end(async () => {
          await lock.beforeWrite();
          await order.beforeWrite();
        });
      } finally {
        await this.release(order);
      }
    } finally {
      await this.release(lock);
    }
    return true;
  }

  private async release(lock: GroupLock): Promise<void> {
    await lock.release().catch((error: Error) => this.logger.warn(`release of ${lock.key}: ${error.message}`));
  }

  /**
   * In the worker: applies the changes of every group whose api died or gave up (their locks free), once
   * older than a lock's life (`olderThanMs`), so a change is left to its own api while it is under way.
   * Answers how many groups.
   */
  async catchUp(olderThanMs = GroupLock.ttlMs()): Promise<number> {
    const before = Date.now() - olderThanMs;
    const intents = await this.intents.matching<MemberChange>(KIND, {}, ['group']);
    const groups = new Set(intents.filter((intent) => intent.created_at.getTime() <= before).map((intent) => intent.payload.group));
    let done = 0;
    for (const group of groups) if (await this.apply(group)) done++;
    return done;
  }

  private async applyOne(change: MemberChange, lock: GroupLock): Promise<void> {
    const now = new Date();
    const ids = [...change.add, ...change.remove];
    const ops = [
      ...change.add.map((member) => ({ updateOne: { filter: { _id: new Types.ObjectId(member) }, update: { $addToSet: { services: change.guid }, $set: { updated_time: now } } } })),
      ...change.remove.map((member) => ({ updateOne: { filter: { _id: new Types.ObjectId(member) }, update: { $pull: { services: change.guid }, $set: { updated_time: now } } } })),
    ];
    // Each batch's people are re-read into the index (which drops their cached principal) while the next is written.
    const refreshing: Promise<void>[] = [];
    try {
      for (let start = 0; start < ops.length; start += MEMBER_BATCH) {
        if (start) faultPoint('scim.members.between-batches');
        await lock.beforeWrite();
        await this.store.users.bulkWrite(ops.slice(start, start + MEMBER_BATCH) as never, { ordered: false });
        const written = ids.slice(start, start + MEMBER_BATCH);
        refreshing.push(this.refresh.afterWrite(written).then(() => this.pending.settled(written, change.guid, change.token)));
      }
    } finally {
      await Promise.allSettled(refreshing);
    }
    await Promise.all(refreshing);
    await this.intents.remove(`${KIND}.${change.group}.${String(change.seq).padStart(9, '0')}`);
  }
}
