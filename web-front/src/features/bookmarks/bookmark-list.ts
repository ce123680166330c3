import { LIMITS } from '@contracts';

/** The ordered bookmarks, as tool ids or anything carrying one. */
type WithId = { _id: string };

export function isBookmarked(list: readonly WithId[], toolId: string): boolean {
  return list.some((item) => item._id === toolId);
}

/**
 * Spec sections 4 and 5: a tool is added only if it is not a bookmark yet (`null`: ignored).
 * It goes at `index` (the bookmark it was dropped on), else at the end.
 */
export function addBookmark<T extends WithId>(list: readonly T[], tool: T, index = list.length): T[] | null {
  if (isBookmarked(list, tool._id)) return null;
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), tool, ...list.slice(at)];
}

export function removeBookmark<T extends WithId>(list: readonly T[], toolId: string): T[] {
  return list.filter((item) => item._id !== toolId);
}

/** Moves the bookmark at `from` to `to` (both clamped); the others keep their order. */
export function moveBookmark<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(to, list.length - 1));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Spec section 9: bookmarks are paged in slides of 3. An empty list still has one (empty) slide. */
export function slideCount(length: number, size: number = LIMITS.bookmarkSlideSize): number {
  return Math.max(1, Math.ceil(length / size));
}

export function slideOf(index: number, size: number = LIMITS.bookmarkSlideSize): number {
  return Math.max(0, Math.floor(index / size));
}

export function slideItems<T>(list: readonly T[], slide: number, size: number = LIMITS.bookmarkSlideSize): T[] {
  return list.slice(slide * size, slide * size + size);
}

/** Spec section 9: the fixed copy of the zone shown during a drag on small screens holds the last 4. */
export function lastBookmarks<T>(list: readonly T[], count: number = LIMITS.fixedBookmarkZoneSize): T[] {
  return list.slice(Math.max(0, list.length - count));
}

/** Spec section 9: the message after a removal stays 3.5 s, or 5 s when no bookmark is left. */
export function removalMessageMs(remaining: number): number {
  return remaining === 0 ? LIMITS.confirmationEmptyMs : LIMITS.confirmationMs;
}
