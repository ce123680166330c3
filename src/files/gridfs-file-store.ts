import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { Connection } from 'mongoose';
import { Readable } from 'node:stream';
import { FILES_BUCKET, StoredImageMetadata } from './stored-file';

export interface StoredFileInfo {
  id: mongoose.Types.ObjectId;
  filename: string;
  length: number;
  metadata: Partial<StoredImageMetadata>;
}

/** The `files` GridFS bucket: content-hashed names, so a name always means the same bytes. */
@Injectable()
export class GridFsFileStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

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
    if (await this.find(filename)) return;
    await new Promise<void>((resolve, reject) => {
      Readable.from([content]).pipe(this.bucket.openUploadStream(filename, { metadata })).on('finish', () => resolve()).on('error', reject);
    });
    const copies = await this.bucket.find({ filename }, { projection: { _id: 1 } }).sort({ _id: 1 }).toArray();
    for (const copy of copies.slice(1)) await this.bucket.delete(copy._id).catch(() => undefined); // another upload may have removed it
  }
}
