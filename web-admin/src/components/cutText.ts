import { LIMITS } from '@contracts';

const ELLIPSIS = '…';

/**
 * A table cell's name, cut to `max` characters ellipsis included (spec section 2: 18 in tables,
 * "17 plus an ellipsis"). Counts characters, not UTF-16 units, so an emoji is never split.
 */
export function cutText(text: string | null | undefined, max: number = LIMITS.tableNameCut): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= max) return characters.join('');
  return characters.slice(0, max - 1).join('') + ELLIPSIS;
}
