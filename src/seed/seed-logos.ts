import mongoose from 'mongoose';
import sharp from 'sharp';
import { Readable } from 'stream';
import { FILES_BUCKET, IMAGE_FORMATS, storedFileName, StoredImageMetadata } from '../files/stored-file';
import { LOGO_SIZE } from './demo-logos';
import { SeedCount } from './seed-insert';

interface LogoToStore {
  key: string;
  format: 'svg' | 'png';
  svg: string;
}

/**
 * Stores each logo once in GridFS under its content-hashed name (`<16 hex of sha256>.<ext>`),
 * skipping names already there; returns the file name per tool key.
 */
export async function storeLogos(db: mongoose.mongo.Db, logos: LogoToStore[]): Promise<{ count: SeedCount; names: Map<string, string> }> {
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: FILES_BUCKET });
  const files = await Promise.all(
    logos.map(async (logo) => {
      const content = logo.format === 'svg' ? Buffer.from(logo.svg) : await sharp(Buffer.from(logo.svg)).png().toBuffer();
      return { key: logo.key, format: logo.format, content, filename: storedFileName(content, IMAGE_FORMATS[logo.format].extension) };
    }),
  );
  const wanted = [...new Set(files.map((file) => file.filename))];
  const existing = new Set(
    (await bucket.find({ filename: { $in: wanted } }, { projection: { filename: 1 } }).toArray()).map((file) => file.filename),
  );
  const uploads = new Map(files.filter((file) => !existing.has(file.filename)).map((file) => [file.filename, file]));
  for (const file of uploads.values()) {
    const metadata: StoredImageMetadata = { contentType: IMAGE_FORMATS[file.format].contentType, width: LOGO_SIZE, height: LOGO_SIZE, kind: 'logo' };
    await new Promise<void>((resolve, reject) => {
      Readable.from([file.content])
        .pipe(bucket.openUploadStream(file.filename, { metadata }))
        .on('finish', () => resolve())
        .on('error', reject);
    });
  }
  return {
    count: { collection: `${FILES_BUCKET} (GridFS logos)`, planned: wanted.length, inserted: uploads.size },
    names: new Map(files.map((file) => [file.key, file.filename])),
  };
}
