import { Injectable, Module } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { Model, Types } from 'mongoose';
import { DirectoryModels } from '../directory-models';
import { DirectoryIndex } from '../search/index/directory-index';
import { DirectorySearchModule } from '../search/directory-search.module';
import { Service } from '../service.schema';
import { User } from '../user.schema';

/** A command that has not answered by then is abandoned by MongoDB (FerretDB ignores it on writes). */
const WRITE_MAX_TIME_MS = 10_000;
/**
 * The snapshot is one streaming read of the whole collection: on FerretDB under load it takes longer
 * than the platform's per-query limit (a read holds no write lock; the import waits for it).
 */
const SNAPSHOT_MAX_TIME_MS = 10 * 60_000;

export type DirectoryKind = 'users' | 'services';

/** One batch command on one directory collection; each is short and may be repeated. */
export interface DirectoryBatchWrites {
  readonly name: string;
  /** A new entry's defaults, from the schema itself (so they follow it), without `_id`. */
  readonly defaults: Record<string, unknown>;
  insertMany(docs: Record<string, unknown>[]): Promise<unknown>;
  /** Updates by `_id` only. */
  bulkWrite(ops: AnyBulkWriteOperation[]): Promise<unknown>;
  markDeleted(ids: Types.ObjectId[], now: Date): Promise<unknown>;
}

/**
 * The directory import's way into the directory: it decides what changes (the files are its
 * business), the directory writes its own collections in the batches the import sends, streams its
 * entries for the import's snapshot, and brings its search index up to date.
 */
@Injectable()
export class DirectoryImportTarget {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Service.name) private readonly services: Model<Service>,
    private readonly index: DirectoryIndex,
  ) {}

  /** Every entry of one kind with these fields, streamed in batches of 2,000. */
  entries<T>(kind: DirectoryKind, fields: Record<string, number>): AsyncIterable<T & { _id: Types.ObjectId }> {
    const model = (kind === 'users' ? this.users : this.services) as Model<unknown>;
    return model.find({}, fields).lean<T & { _id: Types.ObjectId }>().batchSize(2000).maxTimeMS(SNAPSHOT_MAX_TIME_MS).cursor() as AsyncIterable<T & { _id: Types.ObjectId }>;
  }

  writes(kind: DirectoryKind): DirectoryBatchWrites {
    const model = (kind === 'users' ? this.users : this.services) as Model<unknown>;
    const collection = model.collection as unknown as Collection;
    const { _id, ...defaults } = new model({}).toObject() as Record<string, unknown>;
    void _id;
    return {
      name: collection.collectionName,
      defaults,
      insertMany: (docs) => collection.insertMany(docs, { ordered: false, maxTimeMS: WRITE_MAX_TIME_MS }),
      bulkWrite: (ops) => collection.bulkWrite(ops, { ordered: false, maxTimeMS: WRITE_MAX_TIME_MS }),
      markDeleted: (ids, now) => collection.updateMany({ _id: { $in: ids } }, { $set: { deleted: true, updated_time: now } }, { maxTimeMS: WRITE_MAX_TIME_MS }),
    };
  }

  rebuildIndex(): Promise<void> {
    return this.index.rebuild();
  }

  /** Entry by entry (reads by `_id`), then the sizes the next start compares. */
  async refreshIndex(userIds: string[], groupIds: string[]): Promise<void> {
    await this.index.refreshGroups(groupIds);
    await this.index.refresh(userIds);
    await this.index.recordSizes();
  }
}

@Module({
  imports: [DirectoryModels, DirectorySearchModule],
  providers: [DirectoryImportTarget],
  exports: [DirectoryImportTarget],
})
export class DirectoryImportTargetModule {}
