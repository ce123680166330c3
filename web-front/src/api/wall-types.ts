import type { Translated } from '@contracts';

/** The three lists of the front page (the spec's `{managed}/{subsidiary}` flags of getApps). */
export type ToolList = 'wall' | 'managed' | 'subsidiary';

export type PseudoCategoryId = '$all' | '$subsidiary' | '$managed';
export const PSEUDO_CATEGORY_IDS: readonly PseudoCategoryId[] = ['$all', '$subsidiary', '$managed'];

/** One entry of `POST categories/for-user/{userId}`: a category or a pseudo-category, with its count. */
export interface UserCategory {
  _id: string;
  name: Translated;
  /** A stored file name or a data URL; null for the pseudo-categories. */
  icon: string | null;
  /** What an `<img src>` shows (`/api/files/<name>` or the data URL), when the server says it. */
  icon_url?: string | null;
  totalApps: number;
}
