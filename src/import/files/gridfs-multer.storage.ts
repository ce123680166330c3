import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { ImportFileStore } from './import-file-store';

/** What multer hands the controller for each part stored by this engine. */
export interface StoredUpload {
  fieldname: string;
  originalname: string;
  importFileId: string;
  size: number;
}

/** The part multer hands a storage engine (multer's own types are not installed). */
interface IncomingPart {
  fieldname: string;
  originalname: string;
  stream: Readable;
}

/**
 * A multer storage engine that streams each uploaded part straight into the `imports` GridFS
 * bucket: a 100 MB directory file never sits in the api's memory. Multer's size limit cuts the
 * stream (the part is then removed and the request refused with 413).
 */
export class GridFsImportStorage {
  constructor(private readonly store: ImportFileStore) {}

  _handleFile(_req: Request, file: IncomingPart, callback: (error?: unknown, info?: Partial<StoredUpload>) => void) {
    this.store
      .save(file.originalname || file.fieldname, file.stream, { field: file.fieldname, uploadedAt: new Date() })
      .then((stored) => callback(null, { importFileId: stored.id, size: stored.length }))
      .catch((error) => callback(error));
  }

  _removeFile(_req: Request, file: Partial<StoredUpload>, callback: (error: Error | null) => void) {
    this.store
      .remove([file.importFileId ? { id: file.importFileId, filename: file.originalname ?? '' } : undefined])
      .then(() => callback(null))
      .catch((error) => callback(error));
  }
}
