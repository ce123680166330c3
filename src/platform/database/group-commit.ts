import type { Collection, Document } from 'mongodb';
import { inParallel } from './in-parallel';

/** Documents written by one command at most. */
const MAX_BATCH = 200;

/** A refusal of one document of a batch, with the code the database gave it (11000: a duplicate key). */
export class BatchedWriteError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
}

interface Waiting<T, R> {
  item: T;
  settle: (outcome: R | Error) => void;
}

/**
 * Group commit: the writes that arrive while one is under way are written together by the next
 * command, each caller answered once its own is durable (or refused). An idle database gets each write
 * at once, alone; a busy one gets one command for many. FerretDB (SQLite) has one writer and spends
 * ~5 ms a command whatever its size, so ten concurrent inserts cost one command instead of ten
 * (docs/decisions/scim-scale.md).
 */
export class GroupCommit<T, R = null> {
  private queue: Waiting<T, R>[] = [];
  private writing = false;

  /**
   * `write` stores the items and answers, for each, what it answers its caller or the error that refused
   * it alone; `maxBatch` items at most a command.
   */
  constructor(
    private readonly write: (items: T[]) => Promise<(R | Error)[]>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  submit(item: T): Promise<R> {
    const outcome = this.enqueue(item);
    if (!this.writing) void this.drain();
    return outcome;
  }

  /** Many items of one caller, queued before the next command goes out: `maxBatch` of them a command. */
  submitAll(items: readonly T[]): Promise<PromiseSettledResult<R>[]> {
    const outcomes = items.map((item) => this.enqueue(item));
    if (!this.writing) void this.drain();
    return Promise.allSettled(outcomes);
  }

  private enqueue(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)) });
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      let outcomes: (R | Error)[];
      try {
        outcomes = await this.write(batch.map((waiting) => waiting.item));
      } catch (error) {
        outcomes = batch.map(() => error as Error);
      }
      batch.forEach((waiting, n) => waiting.settle(outcomes[n]));
    }
    this.writing = false;
  }
}

/** Inserts into `collection`, grouped: a duplicate key refuses its own document only (unordered insertMany). */
export function groupedInserts<T extends object>(collection: Collection<Document>): GroupCommit<T> {
  return new GroupCommit<T>(async (docs) => {
    const outcomes: (Error | null)[] = docs.map(() => null);
    try {
      await collection.insertMany(docs as Document[], { ordered: false });
    } catch (error) {
      const refused = (error as { writeErrors?: { index: number; code?: number; errmsg?: string }[] | { index: number; code?: number; errmsg?: string } }).writeErrors;
      if (!refused) throw error;
      for (const one of Array.isArray(refused) ? refused : [refused]) outcomes[one.index] = new BatchedWriteError(one.errmsg ?? 'refused', one.code);
    }
    return outcomes;
  });
}

/**
 * The first refusal among a group's outcomes other than a duplicate key (code 11000), or undefined: for inserts
 * under given ids, where a document already stored is what a re-run should find.
 */
export function refusalBesidesDuplicates(outcomes: readonly PromiseSettledResult<unknown>[]): PromiseRejectedResult | undefined {
  return outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected' && (outcome.reason as { code?: number }).code !== 11000);
}

/** Statements a bulk command carries at most: FerretDB 1.24 hangs past ~40 (docs/decisions/ferretdb-in-development.md). */
export const MAX_STATEMENTS = 30;

/** Bulk commands of one step in flight at once, where their order does not matter (inConcurrentBulks). */
export const BULKS_AT_ONCE = 3;

/** `statements` cut into bulks of MAX_STATEMENTS at most. */
export function boundedBulks<T>(statements: readonly T[]): T[][] {
  const bulks: T[][] = [];
  for (let at = 0; at < statements.length; at += MAX_STATEMENTS) bulks.push(statements.slice(at, at + MAX_STATEMENTS));
  return bulks;
}

/** Writes `statements` as bulk commands of MAX_STATEMENTS at most, one after the other. */
export async function inBoundedBulks<T>(statements: readonly T[], write: (bulk: T[]) => Promise<unknown>): Promise<void> {
  for (const bulk of boundedBulks(statements)) await write(bulk);
}

/**
 * Writes `statements` as bulk commands of MAX_STATEMENTS at most, `atOnce` of them in flight: for statements
 * whose order does not matter. FerretDB parses and plans one command while SQLite writes another, so 2,000
 * updates by `_id` take ~2.3–3.0 s three bulks at a time instead of ~3.6–4.5 s one at a time (load 8–14).
 */
export async function inConcurrentBulks<T>(statements: readonly T[], write: (bulk: T[]) => Promise<unknown>, atOnce = BULKS_AT_ONCE): Promise<void> {
  await inParallel(boundedBulks(statements), atOnce, async (bulk) => {
    await write(bulk);
  });
}

/**
 * One-document deletes from `collection`, grouped into one bulk command. Each caller learns whether its
 * document was deleted when the command's count tells (all or none); `null` when it cannot (some were).
 * `ordered`: the deletes run in the order they were submitted, so a caller's later delete lands after its earlier one.
 */
export function groupedDeletes(collection: Collection<Document>, { ordered = false } = {}): GroupCommit<Document, boolean | null> {
  return new GroupCommit<Document, boolean | null>(async (filters) => {
    const { deletedCount } = await collection.bulkWrite(
      filters.map((filter) => ({ deleteOne: { filter } })),
      { ordered },
    );
    const known = deletedCount === filters.length ? true : deletedCount === 0 ? false : null;
    return filters.map(() => known);
  }, MAX_STATEMENTS);
}

/** One-document updates of `collection` (each filter the `_id` alone, for FerretDB), grouped into one bulk command. */
export function groupedUpdates(collection: Collection<Document>): GroupCommit<{ filter: Document; update: Document }> {
  return new GroupCommit<{ filter: Document; update: Document }>(async (updates) => {
    await collection.bulkWrite(
      updates.map(({ filter, update }) => ({ updateOne: { filter, update } })),
      { ordered: false },
    );
    return updates.map(() => null);
  }, MAX_STATEMENTS);
}
