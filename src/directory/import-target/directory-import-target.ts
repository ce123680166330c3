import { Injectable, Module } from '@nestjs/common';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { Model, Types } from 'mongoose';
import { longRunning } from '../../platform/database/database-timeouts';
import { DirectoryModels } from '../directory-models';
import { DirectoryIndex, IndexedGroupRow, IndexedUserRow } from '../search/index/directory-index';
import { DirectorySearchModule } from '../search/directory-search.module';
import type { ImportEntry } from '../search/index/import-entries';
import { retype } from '../../platform/types/retype';
import { DirectoryStore } from '../directory-models';

/** A command that has not answered by then is abandoned by MongoDB (FerretDB ignores it on writes). */
const WRITE_MAX_TIME_MS = 10_000;
/**
 * The snapshot is one streaming read of the whole collection: on FerretDB under load it takes longer
 * than the platform's per-query limit (a read holds no write lock; the import waits for it).
 */
const SNAPSHOT_MAX_TIME_MS = 10 * 60_000;

export type DirectoryKind = 'users' | 'services';

/**
 * One batch command on one directory collection; each is short and may be repeated. Each answers
 * once written; the batch's index update then runs behind, in order (see `indexed`).
 */
export interface DirectoryBatchWrites {
  readonly name: string;
  /** A new entry's defaults, from the schema itself (so they follow it), without `_id`. */
  readonly defaults: Record<string, unknown>;
  insertMany(docs: Record<string, unknown>[]): Promise<unknown>;
  /** Updates by `_id` only (`updateOne` operations). */
  bulkWrite(ops: AnyBulkWriteOperation[]): Promise<unknown>;
  markDeleted(ids: Types.ObjectId[], now: Date): Promise<unknown>;
  /** Settles when the index updates of every batch written so far have ended; rejects with the first that failed. */
  indexed(): Promise<void>;
}

/**
 * The directory import's way into the directory: it decides what changes (the files are its
 * business), the directory writes its own collections in the batches the import sends, streams its
 * entries for the import's snapshot, and brings its search index up to date.
 */
@Injectable()
export class DirectoryImportTarget {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  /** Every entry of one kind with these fields, streamed in batches of 2,000. */
  entries<T>(kind: DirectoryKind, fields: Record<string, number>): AsyncIterable<T & { _id: Types.ObjectId }> {
    const model = (kind === 'users' ? this.store.users : this.store.groups) as Model<unknown>;
    return model.find({}, fields).lean<T & { _id: Types.ObjectId }>().batchSize(2000).setOptions(longRunning(SNAPSHOT_MAX_TIME_MS)).cursor() as AsyncIterable<T & { _id: Types.ObjectId }>;
  }

  /**
   * What the import compares a file with, for every person, from the search index (Redis): no read of
   * the directory. Null when the index cannot answer for everyone: read `entries('users', …)` instead.
   */
  personEntries(): Promise<ImportEntry[] | null> {
    return this.index.importEntries();
  }

  /** A run stopped mid-write: its last batches may be missing from the index, so later runs read the database until the next build. */
  distrustPersonEntries(): Promise<void> {
    return this.index.distrustImportEntries();
  }

  /**
   * Each batch brings the search index up to date as it is written: new entries from the documents
   * just inserted, changed ones re-read by `_id` (the read FerretDB does not answer by scanning). So
   * an import costs the index in proportion to what it changed, never a rebuild of the directory.
   * The update runs in Redis while the import prepares and writes its next batch (the two took turns:
   * a quarter of an import of 100,000 people was spent waiting for the index); updates run one
   * after another, in the order of the writes.
   */
  writes(kind: DirectoryKind): DirectoryBatchWrites {
    const model = (kind === 'users' ? this.store.users : this.store.groups) as Model<unknown>;
    const collection = retype<Collection>(model.collection);
    const { _id, ...defaults } = new model({}).toObject() as Record<string, unknown>;
    void _id;
    const reindex = (ids: Types.ObjectId[]) => (kind === 'users' ? this.index.refresh(ids.map(String)) : this.index.refreshGroups(ids.map(String)));
    let indexing: Promise<void> = Promise.resolve();
    let inFlight: string[] = [];
    // The checkpoint: a batch's ids are marked before it is written and settled once its index update ended.
    const mark = async (ids: Types.ObjectId[]) => {
      inFlight = ids.map(String);
      await this.index.markInFlight(kind, inFlight);
    };
    const thenIndex = (update: () => Promise<void>) => {
      const written = inFlight;
      // After a failed update the later ones do not run: the run fails and the index is distrusted.
      indexing = indexing.then(update).then(() => this.index.settledInFlight(kind, written));
      indexing.catch(() => undefined); // answered by indexed()
    };
    return {
      name: collection.collectionName,
      defaults,
      insertMany: async (docs) => {
        await mark(docs.map((doc) => doc._id as Types.ObjectId));
        try {
          await collection.insertMany(docs, { ordered: false, maxTimeMS: WRITE_MAX_TIME_MS });
        } catch (error) {
          // Some may be in (an unordered insert, a repeated batch): the index reads what is.
          thenIndex(() => reindex(docs.map((doc) => doc._id as Types.ObjectId)).catch(() => undefined));
          throw error;
        }
        if (kind === 'users') thenIndex(() => this.index.refreshFromRows(retype<IndexedUserRow[]>(docs)));
        else thenIndex(() => this.index.refreshGroupsFromRows(retype<IndexedGroupRow[]>(docs)));
      },
      bulkWrite: async (ops) => {
        const ids = ops.map((op) => (op as { updateOne: { filter: { _id: Types.ObjectId } } }).updateOne.filter._id);
        await mark(ids);
        await collection.bulkWrite(ops, { ordered: false, maxTimeMS: WRITE_MAX_TIME_MS });
        thenIndex(() => reindex(ids));
      },
      markDeleted: async (ids, now) => {
        // One update by `_id` each: FerretDB answers those from its `_id` index but scans for an `$in`.
        const ops = ids.map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { deleted: true, updated_time: now } } } }));
        await mark(ids);
        await collection.bulkWrite(ops, { ordered: false, maxTimeMS: WRITE_MAX_TIME_MS });
        thenIndex(() => reindex(ids));
      },
      indexed: () => indexing,
    };
  }

  rebuildIndex(): Promise<void> {
    return this.index.rebuild();
  }

  /**
   * After a run stopped mid-write: re-reads into the index only the batches it left in flight (its
   * checkpoint, see `writes`); false when the index has no generation to catch up (rebuild it then).
   */
  catchUpIndex(): Promise<boolean> {
    return this.index.catchUpInFlight();
  }

  /** After an import wrote (and indexed) its batches: the sizes the next start compares, when the import knows them. */
  indexWritten(sizes?: { users?: number; groups?: number }): Promise<void> {
    return this.index.recordSizes(sizes);
  }
}

@Module({
  imports: [DirectoryModels, DirectorySearchModule],
  providers: [DirectoryImportTarget],
  exports: [DirectoryImportTarget],
})
export class DirectoryImportTargetModule {}
