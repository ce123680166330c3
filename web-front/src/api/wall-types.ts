import type { Translated } from '@contracts';

/**
 * A tool card as `POST getApps/...` answers it (front spec section 3, Tool). `managers` and
 * `users` hold user ids, group names or "all"; `categories` holds category ids.
 */
export interface ToolCard {
  _id: string;
  title: Translated;
  description: Translated;
  url: Translated;
  /** `image` is a stored file name served at `/api/files/<name>`; otherwise an abbreviation on a colour. */
  logo: { image?: string; abrev?: string; color?: string };
  categories: string[];
  managers: string[];
  users: string[];
  subsidiaryId: string | null;
  /** Computed by the server: created fewer than 15 days ago, or flagged. */
  is_new: boolean;
  has_pending_validation: boolean;
  created_time?: string;
  updated_time?: string;
}

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
