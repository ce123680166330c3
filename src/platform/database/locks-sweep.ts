import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Interval } from '@nestjs/schedule';
import type { Collection, Connection } from 'mongoose';
import { countLockLeftoversRemoved } from '../metrics/metrics';
import { inBoundedBulks } from './group-commit';
import { inParallel } from './in-parallel';
import { GARBAGE_AFTER_S, leftoverOf, type LockDocument, ownerClaimedBy } from './lock-documents';
import { RecordLocks } from './record-locks';

/** How often the worker sweeps `locks` where the database has no TTL index (MongoDB's TTL monitor runs every minute). */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Documents read a page (the cursor's batch), each page handled before the next is read. */
const PAGE = 500;
/** Documents a sweep reads at most: a backlog (a database used before the sweep existed) goes over several sweeps. */
const EXAMINED_AT_MOST = 10_000;
/** Abandoned locks taken over at once (each a claim, a read and a delete), and lock documents read by `_id` at once. */
const TAKEOVERS_AT_ONCE = 5;
const READS_AT_ONCE = 50;

export interface SweptLocks {
  locks: number;
  claims: number;
}

/**
 * Runs in the worker, on a database that removes nothing by itself (FerretDB 1.24 implements no TTL index):
 * removes the lock and claim documents that MongoDB's TTL index would, GARBAGE_AFTER_S after anyone could
 * still trust them (`leftoverOf`). It reads `locks` once a sweep, in pages, the filter on `expires_at` (a
 * scan on FerretDB, bounded by EXAMINED_AT_MOST); removes an abandoned lock through its claim, as a contender
 * would; deletes a claim by `_id` once its lock is read gone, in bulks of at most 30. Two workers sweeping at
 * once race only for claims (one wins each) and delete by `_id` (a second delete finds nothing).
 * docs/decisions/owned-locks.md, "Leftovers".
 */
@Injectable()
export class LocksSweep {
  private readonly logger = new Logger(LocksSweep.name);
  private running = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly locks: RecordLocks,
  ) {}

  private get documents(): Collection<LockDocument> {
    return this.connection.collection<LockDocument>('locks');
  }

  @Interval('locks-sweep', SWEEP_EVERY_MS)
  async tick(): Promise<void> {
    if (this.running || !this.locks.needsSweep || this.connection.readyState !== 1) return;
    this.running = true;
    try {
      const swept = await this.sweep();
      if (swept.locks || swept.claims) this.logger.log(`locks sweep: removed ${swept.locks} abandoned locks and ${swept.claims} claims`);
    } catch (error) {
      this.logger.warn(`locks sweep: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** One sweep: answers how many abandoned locks and old claims it removed. */
  async sweep(): Promise<SweptLocks> {
    const now = await this.locks.serverNow();
    const swept: SweptLocks = { locks: 0, claims: 0 };
    const cursor = this.documents
      .find({ expires_at: { $lt: new Date(now.getTime() - GARBAGE_AFTER_S * 1000) } }, { projection: { owner: 1, expires_at: 1, claims: 1, claimed_until: 1 } })
      .batchSize(PAGE)
      .limit(EXAMINED_AT_MOST);
    try {
      let page: LockDocument[] = [];
      for await (const document of cursor) {
        page.push(document);
        if (page.length === PAGE) {
          await this.sweepPage(page, now, swept);
          page = [];
        }
      }
      await this.sweepPage(page, now, swept);
    } finally {
      await cursor.close();
    }
    countLockLeftoversRemoved('lock', swept.locks);
    countLockLeftoversRemoved('claim', swept.claims);
    return swept;
  }

  private async sweepPage(page: LockDocument[], now: Date, swept: SweptLocks): Promise<void> {
    const abandoned = page.filter((document) => leftoverOf(document, now) === 'lock');
    await inParallel(abandoned, TAKEOVERS_AT_ONCE, async (lock) => {
      if (await this.locks.removeAbandoned(lock)) swept.locks += 1;
    });
    // Each claim's lock is read after the claim (and after the takeovers above): an owner's lock read gone never comes back.
    const claims = page.filter((document) => leftoverOf(document, now) === 'claim');
    const ownerOf = new Map<string, string | undefined>();
    await inParallel([...new Set(claims.map((claim) => claim.claims!))], READS_AT_ONCE, async (key) => {
      const lock = await this.documents.findOne({ _id: key }, { projection: { owner: 1 } });
      ownerOf.set(key, lock ? String(lock.owner) : undefined);
    });
    const done = claims.filter((claim) => ownerOf.get(claim.claims!) !== ownerClaimedBy(claim));
    await inBoundedBulks(done, async (bulk) => {
      const { deletedCount } = await this.documents.bulkWrite(bulk.map((claim) => ({ deleteOne: { filter: { _id: claim._id } } })), { ordered: false });
      swept.claims += deletedCount;
    });
  }
}
