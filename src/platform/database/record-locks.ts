import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';
import { refusal } from '../http/domain.error';
import { GroupCommit, groupedDeletes, groupedInserts, refusalBesidesDuplicates } from './group-commit';
import { inParallel } from './in-parallel';
import { claimedUntilOf, claimIdOf, GARBAGE_AFTER_S, LOCK_TTL_MS, type LockDocument, SAFETY_MARGIN_MS } from './lock-documents';

/**
 * How long a contender waits for the holder before giving up with "busy": as long as a live holder works
 * without renewing (its lock's life less the margin), so a holder slowed by a loaded database (every write
 * queued behind SQLite's single writer, seconds each) is waited for rather than answered "busy"; it still
 * ends before the lock's expiry, so a contender never takes over a lock its holder may still trust.
 */
const WAIT_MS = LOCK_TTL_MS - SAFETY_MARGIN_MS;
const RETRY_EVERY_MS = 25;
/** How many abandoned claims of one lock document are passed over before giving up (each is one TTL old at least). */
const CLAIM_GENERATIONS = 8;
/** Lock documents read by `_id` at once (`held`, and the owners checked by a release of many). */
const READS_AT_ONCE = 50;

export class RecordBusy extends refusal('busy', 'Someone else is changing this right now. Please try again.', 409) {}

/** The holder's time ran out (it was paused, or the database was slow) before it could write: it must not write. */
export class LockLost extends refusal('busy', 'Someone else is changing this right now. Please try again.', 409) {}

/** What the work inside a lock gets: a way to check, before each write, that the lock is still its own. */
export interface LockLease {
  readonly key: string;
  readonly owner: string;
  /** Renews the lock if it is past half its life; throws LockLost if it is no longer safely held. */
  beforeWrite(): Promise<void>;
}

/**
 * Mutual exclusion around read-check-write sequences, across every api and worker instance, on
 * MongoDB and on FerretDB (where a guarded update or delete is a read then a write, not atomic; only
 * an insert with a given `_id` is). See docs/decisions/owned-locks.md for the reasoning:
 *
 * - Acquire: insert `{ _id: key, owner: <random token>, expires_at: server time + TTL }`. One insert wins.
 * - Expiry is the database server's clock (`hello.localTime`), never each instance's.
 * - Whoever deletes a lock document first wins the insert of a claim document naming that lock's owner
 *   and expiry. The owner releasing and a contender taking over an expired lock race for the same
 *   claim id, so exactly one of them deletes it, and nobody else ever deletes that owner's document:
 *   a slow first holder can no longer delete the lock its successor took. The winner deletes the lock,
 *   then the claim, in that order in one command: a later claim on a lock read gone deletes nothing.
 * - The holder trusts its lock until its own deadline (local monotonic time, TTL minus a margin,
 *   counted from before its insert), which ends before the server lets anyone take over. Work that
 *   runs longer renews before writing (`lease.beforeWrite()`), or gets LockLost and writes nothing.
 */
@Injectable()
export class RecordLocks implements OnModuleInit {
  private readonly logger = new Logger(RecordLocks.name);

  /**
   * Lock and claim inserts, and lock deletes, of concurrent callers go out together (group commit): a job
   * settling many records at once, each under its lock, costs the database one command per batch instead
   * of one per lock (FerretDB's one SQLite writer spends ~5 ms a command whatever its size).
   */
  private inserts?: GroupCommit<LockDocument>;
  private deletes?: GroupCommit<object, boolean | null>;
  /** Whether the database removes old lock and claim documents by itself (a TTL index); undefined before start. */
  private expiresByItself?: boolean;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get locks(): Collection<LockDocument> {
    return this.connection.collection<LockDocument>('locks');
  }

  /** Inserts one document; a duplicate `_id` throws with code 11000, as an insertOne does. */
  private insert(document: LockDocument): Promise<null> {
    return this.lockInserts().submit(document);
  }

  private lockInserts(): GroupCommit<LockDocument> {
    return (this.inserts ??= groupedInserts<LockDocument>(this.connection.collection('locks')));
  }

  async onModuleInit() {
    // Garbage collection of documents left by crashed holders, long after any holder stopped trusting them.
    // FerretDB does not implement TTL indexes (code 238): there the worker's LocksSweep does it.
    this.expiresByItself = await this.locks.createIndex({ expires_at: 1 }, { expireAfterSeconds: GARBAGE_AFTER_S }).then(
      () => true,
      (error: Error & { code?: number }) => {
        if (error.code !== 238) this.logger.warn(`locks TTL index: ${error.message}`);
        return false;
      },
    );
  }

  /** Whether old documents need the worker's sweep: the database has no TTL index (FerretDB), or creating it failed. */
  get needsSweep(): boolean {
    return this.expiresByItself === false;
  }

  private get lockDeletes(): GroupCommit<object, boolean | null> {
    // Ordered: a claim's delete, submitted after its lock's, runs after it (`deleteClaimed`).
    return (this.deletes ??= groupedDeletes(this.connection.collection('locks'), { ordered: true }));
  }

  /** The database server's time now: every expiry is set and compared on it. */
  async serverNow(): Promise<Date> {
    const hello = (await this.connection.db!.admin().command({ hello: 1 })) as { localTime?: Date };
    return hello.localTime instanceof Date ? hello.localTime : new Date();
  }

  async withLock<T>(key: string, work: (lease: LockLease) => Promise<T>): Promise<T> {
    const lease = await this.acquire(key);
    try {
      return await work(lease);
    } finally {
      await this.release(lease).catch((error: Error) => this.logger.warn(`release of ${key}: ${error.message}`));
    }
  }

  /** Takes the lock, waiting up to WAIT_MS for its holder, taking over a lock the server says has expired. */
  async acquire(key: string): Promise<OwnedLease> {
    const owner = randomBytes(16).toString('hex');
    const waitUntil = performance.now() + WAIT_MS;
    for (;;) {
      const startedAt = performance.now();
      const now = await this.serverNow();
      const expiresAt = new Date(now.getTime() + LOCK_TTL_MS);
      try {
        await this.insert({ _id: key, owner, expires_at: expiresAt });
        return new OwnedLease(this, key, owner, expiresAt, startedAt + LOCK_TTL_MS - SAFETY_MARGIN_MS);
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const held = await this.locks.findOne({ _id: key });
      if (held && held.expires_at < now) await this.takeOver(held);
      if (performance.now() > waitUntil) throw new RecordBusy();
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }

  /** Removes the lock of an owner whose time is up, if this caller wins the claim on it. */
  private async takeOver(held: LockDocument): Promise<void> {
    const won = await this.claim(held);
    if (won !== null) {
      this.logger.warn(`lock ${held._id} of ${held.owner} expired at ${held.expires_at.toISOString()}: taken over`);
      await this.deleteClaimed(held, won);
    }
  }

  /**
   * For the sweep: removes a lock document its holder abandoned long ago as a contender would, through its
   * claim (a direct delete by `_id` could remove a successor's lock taken meanwhile). True if this call removed it.
   */
  async removeAbandoned(held: LockDocument): Promise<boolean> {
    const won = await this.claim(held);
    return won !== null && (await this.deleteClaimed(held, won));
  }

  /**
   * The one right to delete this lock document: an atomic insert of an id naming the lock, its owner and
   * its expiry. The owner's release and every contender's takeover compete for the same id. A claim
   * whose winner did not delete in its time (it died, or the database failed under its delete) is itself
   * stale once the server's clock passes its `claimed_until`: the next claim, one generation further,
   * may then be won, so a lock never stays stuck behind an abandoned claim (FerretDB has no TTL index to
   * remove it). The winner deletes only before its own deadline, which ends before its claim goes stale.
   */
  private async claim(held: Pick<LockDocument, '_id' | 'owner' | 'expires_at'>): Promise<Claim | null> {
    for (let generation = 0; generation < CLAIM_GENERATIONS; generation++) {
      const startedAt = performance.now();
      const now = await this.serverNow();
      const claimId = claimIdOf(held, generation);
      try {
        await this.insert({ _id: claimId, claims: held._id, expires_at: held.expires_at, claimed_until: new Date(now.getTime() + LOCK_TTL_MS) });
        return { id: claimId, deadline: startedAt + LOCK_TTL_MS - SAFETY_MARGIN_MS };
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const claimed = await this.locks.findOne({ _id: claimId });
      if (claimed && claimedUntilOf(claimed) > now) return null;
    }
    return null;
  }

  /**
   * Deletes the document of `held` if this caller's claim is still within its time and the document is still
   * that owner's; true if it did. Read and deleted by `_id` alone (FerretDB reads by index only a filter whose
   * one key is `_id`; `{_id, owner}` read the whole collection), the owner checked here: only this claim's
   * winner may delete that owner's document while the claim is in time, so a document read as the owner's
   * stays the owner's until the delete, and a successor's document (another owner) is never touched.
   *
   * The claim goes too, once the lock is gone: deleted after the lock's delete, in the same ordered command
   * (or alone when the lock was already gone). An owner's lock never comes back, so whoever wins that claim
   * id again later reads the lock gone and deletes nothing: the claim has nothing left to guard, and would
   * otherwise stay for ever where no TTL index removes it (FerretDB). A claim whose time ran out before the
   * delete stays, for the next generation's claim and then the sweep.
   */
  private async deleteClaimed(held: Pick<LockDocument, '_id' | 'owner'>, claim: Claim): Promise<boolean> {
    const stored = performance.now() < claim.deadline ? await this.locks.findOne({ _id: held._id }, { projection: { owner: 1 } }) : null;
    if (performance.now() >= claim.deadline) {
      this.logger.warn(`lock ${held._id}: its claim outlived its time before the delete; left for the next claim`);
      return false;
    }
    if (stored?.owner !== held.owner) {
      await this.lockDeletes.submit({ _id: claim.id });
      return false;
    }
    const [lock] = await this.lockDeletes.submitAll([{ _id: held._id }, { _id: claim.id }]);
    if (lock.status === 'rejected') throw lock.reason;
    return true;
  }

  /**
   * `withLock` for many keys, for a job changing many records at once: the free ones taken by one server-time
   * read and one insert command, released by one claim command, the owners read by `_id` and bulk deletes
   * (a lock taken alone costs its own commands: two server-time reads, an insert, a claim, a read, a delete).
   * A key someone holds is not waited for (waiting would run down the leases already taken): `work` gets the
   * leases of the keys taken, and the caller deals with the others alone, by `withLock`. Keep `work` short
   * (a read and a write): every lease is trusted for the same TTL less the margin.
   */
  async withFreeLocks<T>(keys: readonly string[], work: (leases: ReadonlyMap<string, LockLease>) => Promise<T>): Promise<T> {
    const leases = await this.acquireFree([...new Set(keys)]);
    try {
      return await work(leases);
    } finally {
      await this.releaseAll([...leases.values()]).catch((error: Error) => this.logger.warn(`release of ${leases.size} locks: ${error.message}`));
    }
  }

  /**
   * Which of `keys` someone holds now (a lock document the server's clock has not expired), each read by
   * `_id`. For a job that marks records before reading this, against writers that take a record's lock
   * before reading the mark: each writes before it reads, so at least one of the two sees the other.
   */
  async held(keys: readonly string[]): Promise<Set<string>> {
    const now = await this.serverNow();
    const held = new Set<string>();
    await inParallel(keys, READS_AT_ONCE, async (key) => {
      const stored = await this.locks.findOne({ _id: key }, { projection: { expires_at: 1 } });
      if (stored && stored.expires_at > now) held.add(key);
    });
    return held;
  }

  private async acquireFree(keys: string[]): Promise<Map<string, OwnedLease>> {
    const startedAt = performance.now();
    const expiresAt = new Date((await this.serverNow()).getTime() + LOCK_TTL_MS);
    const documents = keys.map((key) => ({ _id: key, owner: randomBytes(16).toString('hex'), expires_at: expiresAt }));
    const outcomes = await this.lockInserts().submitAll(documents);
    const leases = new Map<string, OwnedLease>();
    outcomes.forEach((outcome, n) => {
      if (outcome.status === 'fulfilled') leases.set(keys[n], new OwnedLease(this, keys[n], documents[n].owner, expiresAt, startedAt + LOCK_TTL_MS - SAFETY_MARGIN_MS));
    });
    const failed = refusalBesidesDuplicates(outcomes);
    if (failed) {
      await this.releaseAll([...leases.values()]).catch(() => undefined);
      throw failed.reason;
    }
    return leases;
  }

  /** `release` of many: the claims of generation 0 in one command; a claim already taken goes the way of `release`. */
  private async releaseAll(leases: OwnedLease[]): Promise<void> {
    if (!leases.length) return;
    const startedAt = performance.now();
    const now = await this.serverNow();
    const claims = leases.map((lease) => ({ _id: claimIdOf({ _id: lease.key, owner: lease.owner, expires_at: lease.expiresAt }, 0), claims: lease.key, expires_at: lease.expiresAt, claimed_until: new Date(now.getTime() + LOCK_TTL_MS) }));
    const outcomes = await this.lockInserts().submitAll(claims);
    const deadline = startedAt + LOCK_TTL_MS - SAFETY_MARGIN_MS;
    await inParallel(leases.map((lease, n) => [lease, outcomes[n], claims[n]._id] as const), READS_AT_ONCE, async ([lease, outcome, id]) => {
      if (outcome.status === 'fulfilled') await this.deleteClaimed({ _id: lease.key, owner: lease.owner }, { id, deadline });
      else await this.release(lease);
    });
  }

  /** Deletes the lock only if it is still the caller's: nothing happens to a successor's lock. */
  async release(lease: OwnedLease): Promise<void> {
    const won = await this.claim({ _id: lease.key, owner: lease.owner, expires_at: lease.expiresAt });
    // A takeover that deleted the lock deleted its claim too: the owner then wins the claim and finds the lock gone.
    if (won === null || !(await this.deleteClaimed({ _id: lease.key, owner: lease.owner }, won))) this.logger.warn(`lock ${lease.key}: taken over before its holder released it`);
  }

  /** Pushes the expiry of a lock the caller still holds; false if it is no longer the caller's. */
  async renew(lease: OwnedLease): Promise<boolean> {
    const startedAt = performance.now();
    if (startedAt >= lease.deadline) return false;
    const expiresAt = new Date((await this.serverNow()).getTime() + LOCK_TTL_MS);
    // Before its deadline no takeover can have started (the server's expiry is later), so a document read
    // as the caller's stays the caller's until this update by `_id` alone; the read-back confirms it.
    if ((await this.locks.findOne({ _id: lease.key }, { projection: { owner: 1 } }))?.owner !== lease.owner) return false;
    await this.locks.updateOne({ _id: lease.key }, { $set: { expires_at: expiresAt } });
    const stored = await this.locks.findOne({ _id: lease.key });
    if (stored?.owner !== lease.owner || stored.expires_at.getTime() !== expiresAt.getTime()) return false;
    lease.renewed(expiresAt, startedAt + LOCK_TTL_MS - SAFETY_MARGIN_MS);
    return true;
  }
}

/** A won claim: its id, and the local monotonic time until which its winner may delete. */
interface Claim {
  id: string;
  deadline: number;
}

class OwnedLease implements LockLease {
  constructor(
    private readonly locks: RecordLocks,
    readonly key: string,
    readonly owner: string,
    public expiresAt: Date,
    /** Local monotonic time (performance.now()) until which the holder may trust the lock. */
    public deadline: number,
  ) {}

  renewed(expiresAt: Date, deadline: number) {
    this.expiresAt = expiresAt;
    this.deadline = deadline;
  }

  async beforeWrite(): Promise<void> {
    const left = this.deadline - performance.now();
    if (left > (LOCK_TTL_MS - SAFETY_MARGIN_MS) / 2) return;
    if (left <= 0 || !(await this.locks.renew(this))) throw new LockLost();
  }
}
