import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { Connection } from 'mongoose';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredImportFile } from '../import-job';

const IMPORTS_BUCKET = 'imports';

/**
 * The files of an import, in the `imports` GridFS bucket: the api (or the nightly job) streams them
 * in, any worker streams them back, twice (check, then write). Removed when their import ends.
 */
@Injectable()
export class ImportFileStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get bucket() {
    return new mongoose.mongo.GridFSBucket(this.connection.db!, { bucketName: IMPORTS_BUCKET });
  }

  /** Streams `content` in; on a stream error the partial file is removed. */
  async save(filename: string, content: Readable, metadata: Record<string, unknown>): Promise<StoredImportFile & { length: number }> {
    const upload = this.bucket.openUploadStream(filename, { metadata });
    try {
      await pipeline(content, upload);
    } catch (error) {
      await this.bucket.delete(upload.id).catch(() => undefined);
      throw error;
    }
    return { id: String(upload.id), filename, length: upload.length };
  }

  open(file: StoredImportFile): Readable {
    return this.bucket.openDownloadStream(new mongoose.Types.ObjectId(file.id));
  }

  async remove(files: (StoredImportFile | undefined)[]): Promise<void> {
    for (const file of files) if (file) await this.bucket.delete(new mongoose.Types.ObjectId(file.id)).catch(() => undefined);
  }
}
