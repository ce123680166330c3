import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AnnouncementReader } from './announcement.schema';

type ReaderList = 'dismissed' | 'read' | 'seenTools';
export type ReaderState = Pick<AnnouncementReader, 'dismissed' | 'read' | 'seenTools'>;

const EMPTY: ReaderState = { dismissed: [], read: [], seenTools: undefined };
const ATTEMPTS = 5;

/**
 * One person's dismissed and read announcements and seen tools, read by `_id`. A write adds ids with a
 * guarded update on the version it read (FerretDB's `$addToSet` is a read then a write, so two of one
 * person's writes at once could lose one); a lost race reads again and retries.
 */
@Injectable()
export class AnnouncementReaders {
  constructor(@InjectModel(AnnouncementReader.name) private readonly readers: Model<AnnouncementReader>) {}

  async state(userId: string): Promise<ReaderState> {
    return (await this.readers.findById(userId, { dismissed: 1, read: 1, seenTools: 1 }).lean()) ?? EMPTY;
  }

  /** Adds `ids` to one of the person's lists; `keep` bounds it to the ids still worth remembering. */
  async add(userId: string, list: ReaderList, ids: readonly string[]): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current = await this.readers.findById(userId, { [list]: 1, version: 1 }).lean();
      const before = current?.[list] ?? [];
      const merged = [...new Set([...before, ...ids])];
      if (current && merged.length === before.length && current[list] !== undefined) return;
      if (!current) {
        const inserted = await this.readers
          .create({ _id: userId, dismissed: [], read: [], [list]: merged, version: 1 })
          .then(() => true)
          .catch((error: { code?: number }) => {
            if (error.code === 11000) return false;
            throw error;
          });
        if (inserted) return;
        continue;
      }
      const { modifiedCount } = await this.readers.updateOne({ _id: userId, version: current.version }, { $set: { [list]: merged }, $inc: { version: 1 } });
      if (modifiedCount === 1) return;
    }
    throw new Error(`announcement reader ${userId}: too many concurrent writes`);
  }
}
