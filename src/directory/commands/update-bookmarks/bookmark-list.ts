import { Types } from 'mongoose';

/** At most this many bookmarks are kept: far more than a launcher shows, small enough to bound the query. */
export const MAX_BOOKMARKS = 500;

/** Ordered, without duplicates or malformed ids; the first occurrence keeps its place. */
export function cleanBookmarkIds(input: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const id of input) {
    if (typeof id === 'string' && Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id)) seen.add(id.toLowerCase());
    if (seen.size >= MAX_BOOKMARKS) break;
  }
  return [...seen];
}
