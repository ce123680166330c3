import sharp from 'sharp';
import { ERROR_CODES, IMAGE_EXTENSIONS, LIMITS } from '../../contracts';
import { DomainError } from '../../platform/http/domain.error';
import type { ImageFormat } from '../stored-file';
import { inspectSvgOffThread } from './svg-pool';

/** An accepted image, ready to store: for SVG, `content` is the sanitised document. */
export interface InspectedImage {
  format: ImageFormat;
  content: Buffer;
  width: number;
  height: number;
}

const RASTER_FORMATS: readonly string[] = ['png', 'jpeg', 'gif'];
const BOM = '\uFEFF';

export class InvalidImageType extends DomainError {
  constructor() {
    super(ERROR_CODES.invalidImageType, `invalid image type: accepted extensions are ${IMAGE_EXTENSIONS.join(', ')}`, 400);
  }
}

export class ImageTooSmall extends DomainError {
  constructor(minSize: number, width: number, height: number) {
    const measured = width && height ? `${width} × ${height} px` : 'no readable size';
    super(ERROR_CODES.imageTooSmall, `The image must be at least ${minSize} px wide or high (it has ${measured}).`, 400);
  }
}

export class ImageTooManyPixels extends DomainError {
  constructor(width: number, height: number) {
    super(ERROR_CODES.imageTooManyPixels, `The image must be at most ${LIMITS.imageMaxPixels} px wide and high (it has ${width} × ${height} px).`, 400);
  }
}

/**
 * Decides what an uploaded file is from its bytes, never from its name or declared type: PNG, JPEG
 * or GIF as sharp reads their headers, or an SVG XML document (structure bounded, sanitised in a worker
 * thread, then measured). Refuses
 * anything else, an image neither `minSize` px wide nor high, and a raster image over 4096 px either way
 * (an SVG is drawn at any size: its nominal size is not limited).
 */
export async function inspectImage(upload: Buffer, minSize: number): Promise<InspectedImage> {
  const image = looksLikeXml(upload) ? await inspectSvg(upload) : await inspectRaster(upload);
  if (image.width < minSize && image.height < minSize) throw new ImageTooSmall(minSize, image.width, image.height);
  if (image.format !== 'svg' && Math.max(image.width, image.height) > LIMITS.imageMaxPixels) throw new ImageTooManyPixels(image.width, image.height);
  return image;
}

/** PNG, JPEG and GIF start with binary signatures; an SVG document starts with `<` (after a BOM or blanks). */
function looksLikeXml(content: Buffer): boolean {
  return content.subarray(0, 1024).toString('utf8').replace(BOM, '').trimStart().startsWith('<');
}

async function inspectRaster(content: Buffer): Promise<InspectedImage> {
  const metadata = await readMetadata(content);
  if (!metadata?.format || !RASTER_FORMATS.includes(metadata.format)) throw new InvalidImageType();
  return { format: metadata.format as ImageFormat, content, width: metadata.width ?? 0, height: metadata.height ?? 0 };
}

async function inspectSvg(upload: Buffer): Promise<InspectedImage> {
  // Off the event loop: a document nested thousands of levels deep would hold it for seconds.
  const content = await inspectSvgOffThread(upload);
  if (!content) throw new InvalidImageType();
  // Measured after sanitising, on what will be stored: width/height attributes, else the viewBox.
  // An SVG without either has no size sharp can read: it is refused as too small.
  const metadata = await readMetadata(content);
  if (metadata && metadata.format !== 'svg') throw new InvalidImageType();
  return { format: 'svg', content, width: metadata?.width ?? 0, height: metadata?.height ?? 0 };
}

/** sharp's reading of the header, or null for bytes it does not take for an image (it throws even for an empty buffer). */
async function readMetadata(content: Buffer): Promise<sharp.Metadata | null> {
  try {
    return await sharp(content).metadata();
  } catch {
    return null;
  }
}
