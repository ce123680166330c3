import { ERROR_CODES, IMAGE_EXTENSIONS, LIMITS } from '@contracts';
import { ApiError } from '@/api/client';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'];

/** The `accept` attribute of the file field: the spec's extensions. */
export const LOGO_ACCEPT = IMAGE_EXTENSIONS.join(',');

export type LogoProblem = 'invalidType' | 'tooLarge' | 'tooSmall' | 'tooManyPixels' | 'quotaReached' | 'failed';

/** Spec section 5: jpeg, png, gif or svg only, by type or extension; the server checks the bytes again. */
export function logoProblemOf(file: Pick<File, 'name' | 'type' | 'size'>): LogoProblem | null {
  const name = file.name.toLowerCase();
  const knownExtension = IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!knownExtension || (file.type && !ACCEPTED_TYPES.includes(file.type))) return 'invalidType';
  if (file.size > LIMITS.uploadMaxBytes) return 'tooLarge';
  return null;
}

/** What the server's refusal of an upload means for the person choosing the file. */
export function uploadProblemOf(error: unknown): LogoProblem {
  if (!(error instanceof ApiError)) return 'failed';
  const code = error.code ?? error.message;
  if (code === ERROR_CODES.invalidImageType) return 'invalidType';
  if (code === ERROR_CODES.imageTooSmall) return 'tooSmall';
  if (code === ERROR_CODES.imageTooManyPixels) return 'tooManyPixels';
  if (code === ERROR_CODES.uploadQuotaReached) return 'quotaReached';
  if (code === ERROR_CODES.payloadTooLarge || error.status === 413) return 'tooLarge';
  return 'failed';
}

/** Spec section 5: a logo is at least 200 px wide or high. */
export function isLogoTooSmall(size: { width: number; height: number }): boolean {
  return Math.max(size.width, size.height) < LIMITS.logoMinPixels;
}

/**
 * A raster image's size, read in the browser before sending so a small logo is refused at once;
 * null where it cannot be read (SVG, or a browser without createImageBitmap): the server measures it anyway.
 */
export async function rasterSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  if (file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg') || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null; // unreadable here: the server will say what is wrong
  }
}
