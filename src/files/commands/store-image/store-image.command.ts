import { Command } from '@nestjs/cqrs';

/** What a stored image is for; its minimum size is the caller's rule (a logo 200 px, a category icon 64 px). */
type ImageKind = 'logo' | 'category_icon';

/**
 * Store an uploaded image once, under the content-hashed name the UIs then put in `logo.image`
 * (or a category's icon). The bytes decide the type; the file's name and declared type are ignored.
 */
export class StoreImageCommand extends Command<{ filename: string; url: string }> {
  constructor(
    readonly content: Buffer,
    readonly kind: ImageKind,
    readonly minSize: number,
    /** Who uploads; `quota`: counted against the employee's daily quota (administrators are not). */
    readonly uploader: { userId: string | null; quota: boolean } = { userId: null, quota: false },
  ) {
    super();
  }
}
