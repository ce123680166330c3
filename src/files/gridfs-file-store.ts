import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { Connection } from 'mongoose';
import { Readable } from 'node:stream';
import { FILES_BUCKET, StoredImageMetadata } from './stored-file';

interface StoredFileInfo {
  id: mongoose.Types.ObjectId;
  filename: string;
  length: number;
  metadata: Partial<StoredImageMetadata>;
}

/** The `files` GridFS bucket: content-hashed names, so a name always means the same bytes. */
@Injectable()
export class GridFsFileStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get filesCollection() {
    return this.connection.db!.collection(`${FILES_BUCKET}.files`);
  }

  /** A page of stored files in `_id` order after `afterId`, with when each was last uploaded. */
  async page(afterId: mongoose.Types.ObjectId | null, limit: number): Promise<{ id: mongoose.Types.ObjectId; filename: string; lastUploadAt: Date }[]> {
    const files = await this.filesCollection
      .find(afterId ? { _id: { $gt: afterId } } : {}, { projection: { filename: 1, uploadDate: 1, 'metadata.lastUploadAt': 1 } })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
    return files.map((file) => ({
      id: file._id as mongoose.Types.ObjectId,
      filename: String(file.filename),
      lastUploadAt: (file.metadata?.lastUploadAt as Date | undefined) ?? (file.uploadDate as Date),
    }));
  }

  async remove(id: mongoose.Types.ObjectId): Promise<void> {
    await this.bucket.delete(id).catch(() => undefined); // already removed by another worker
  }

  private get bucket() {
    return new mongoose.mongo.GridFSBucket(this.connection.db!, { bucketName: FILES_BUCKET });
  }

  async find(filename: string): Promise<StoredFileInfo | null> {
    const [file] = await this.bucket.find({ filename }).sort({ _id: 1 }).limit(1).toArray();
    return file ? { id: file._id, filename: file.filename, length: file.length, metadata: (file.metadata ?? {}) as Partial<StoredImageMetadata> } : null;
  }

  open(id: mongoose.Types.ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /**
   * Stores the content under its name unless a file of that name exists. GridFS cannot refuse a
   * second file of the same name, so two identical uploads at once may both write: the later copies
   * (same bytes, by the name's hash) are removed right after, and reads always take the first.
   */
  async saveOnce(filename: string, content: Buffer, metadata: StoredImageMetadata): Promise<void> {
    const existing = await this.find(filename);
    if (existing) {
      // Uploaded again: about to be used again, so its grace period before cleanup starts over.
      await this.filesCollection.updateOne({ _id: existing.id }, { $set: { 'metadata.lastUploadAt': new Date() } });
      return;
    }
    metadata = { ...metadata, lastUploadAt: new Date() };
    await new Promise<void>((resolve, reject) => {
      Readable.from([content]).pipe(this.bucket.openUploadStream(filename, { metadata })).on('finish', () => resolve()).on('error', reject);
    });
    const copies = await this.bucket.find({ filename }, { projection: { _id: 1 } }).sort({ _id: 1 }).toArray();
    for (const copy of copies.slice(1)) await this.bucket.delete(copy._id).catch(() => undefined); // another upload may have removed it
  }
}
