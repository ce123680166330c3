import { IMAGE_EXTENSIONS } from '@contracts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'];

/** Spec section 5: jpeg, png, gif or svg, judged by the name and the declared type before any upload. */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
  return extensionOk && (!file.type || IMAGE_TYPES.includes(file.type));
}

export const ACCEPTED_IMAGES = IMAGE_EXTENSIONS.join(',');
