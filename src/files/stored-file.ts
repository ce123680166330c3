import { createHash } from 'node:crypto';

/** The GridFS bucket holding uploaded logos and icons (and the seed's demo logos). */
export const FILES_BUCKET = 'files';

/** What a stored image is, by its content (never by the uploaded name). */
export const IMAGE_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  svg: { extension: 'svg', contentType: 'image/svg+xml' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** `<16 hex of sha256>.<ext>`: the only names GET files/:name looks up. */
export const STORED_FILE_NAME = /^[0-9a-f]{16}\.(png|jpg|gif|svg)$/;

/** Metadata kept with each GridFS file; `kind` says which upload produced it. */
export interface StoredImageMetadata {
  contentType: string;
  width: number;
  height: number;
  kind: string;
  /** Directory user id of the first person who uploaded these bytes (null for the seed and imports). */
  uploader?: string | null;
  /** The last upload of these bytes: an unused file is removed some time after it (never sooner). */
  lastUploadAt?: Date;
}

/**
 * The content-hashed name of a file: the same bytes always get the same name, so a name can be cached
 * forever and a second upload of the same image finds the first.
 */
export function storedFileName(content: Buffer, extension: string): string {
  return `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;
}

/** The address the UIs put in an `<img src>` for a stored file. */
export function storedFileUrl(name: string): string {
  return `/api/files/${name}`;
}
