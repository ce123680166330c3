import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export interface StoredFile {
  filename: string;
  contentType: string;
  length: number;
  /** The name's content hash: the bytes never change for it (the HTTP layer makes it the ETag). */
  version: string;
  open(): Readable;
}

/** A stored file by its content-hashed name (GET files/:name). */
export class ReadFileQuery extends Query<StoredFile> {
  constructor(readonly filename: string) {
    super();
  }
}
