import { createContext, useContext } from 'react';

/**
 * Whether the tile being drawn is the one of its grid that takes the Tab key (a roving tabindex):
 * a grid is one stop of the Tab key, the arrows move among its tiles. Outside a grid every tile is
 * its own stop (true).
 */
export const RovingTileContext = createContext(true);

/** The tabIndex of a tile's link and buttons: 0 on the grid's current tile, -1 on the others. */
export function useTileTabIndex(): 0 | -1 {
  return useContext(RovingTileContext) ? 0 : -1;
}

/** The element of a tile that takes the focus: its link, else its first button or link (a tool without an address). */
export function focusTargetOf(item: Element | undefined): HTMLElement | null {
  return item?.querySelector<HTMLElement>('a.tile__link') ?? item?.querySelector<HTMLElement>('button, a') ?? null;
}

/** How many tiles a row of the grid holds, read from the layout (tiles of the first row share its top). */
export function columnsOf(items: readonly Element[]): number {
  const top = items[0]?.getBoundingClientRect().top;
  const inFirstRow = items.findIndex((item) => item.getBoundingClientRect().top !== top);
  return inFirstRow === -1 ? items.length : inFirstRow;
}

/**
 * Where an arrow, Home or End key moves from `index` in a grid of `count` tiles, `columns` a row;
 * null for another key. Up and Down keep the column, and stay put at the grid's edge.
 */
export function nextTileIndex(key: string, index: number, count: number, columns: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
