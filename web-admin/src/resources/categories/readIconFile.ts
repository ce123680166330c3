import { IMAGE_EXTENSIONS, LIMITS } from '@contracts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'];

type IconCheck = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'too_small' | 'unreadable' };

function hasImageExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function measure(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = dataUrl;
  });
}

/**
 * Checks a chosen icon before it is sent (spec section 5): jpeg, png, gif or svg, at least 64 px
 * wide or high. The server checks the bytes again; this only spares a round trip.
 */
export async function readIconFile(file: File): Promise<IconCheck> {
  if (!IMAGE_TYPES.includes(file.type) || !hasImageExtension(file.name)) return { ok: false, reason: 'type' };
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
    const { width, height } = await measure(dataUrl);
    if (Math.max(width, height) < LIMITS.categoryIconMinPixels) return { ok: false, reason: 'too_small' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, dataUrl };
}
