import type { ToolCard } from '@contracts';
import { createContext, useContext } from 'react';

/** Where a tool's tile was opened or dragged from (spec section 3, mobile menu state "area"). */
export type ToolArea = 'wall' | 'bookmark' | 'management' | 'subsidiary';

/** A short message of the bookmarks panel (spec section 2, text prompts). */
export type BookmarkNotice = { kind: 'already'; title: string } | null;

export interface Bookmarks {
  items: ToolCard[] | null;
  failed: boolean;
  retry: () => void;
  isBooked: (toolId: string) => boolean;
  /** Adds at the end; false when the tool was already a bookmark (nothing changes then). */
  add: (tool: ToolCard) => boolean;
  remove: (toolId: string) => void;
  move: (from: number, to: number) => void;
  /** The slide of 3 shown in the panel. */
  slide: number;
  setSlide: (slide: number) => void;
  notice: BookmarkNotice;
  /** The mobile menu of a tool (spec section 2), opened from a tile. */
  openMenu: (tool: ToolCard, area: ToolArea) => void;
  /** What is being dragged, for the panel's prompts and the fixed zone of small screens. */
  dragging: { kind: 'wall' | 'bookmark'; tool: ToolCard } | null;
}

export const BookmarksContext = createContext<Bookmarks | null>(null);

export function useBookmarks(): Bookmarks {
  const bookmarks = useContext(BookmarksContext);
  if (!bookmarks) throw new Error('useBookmarks must be used inside <BookmarksProvider>');
  return bookmarks;
}

/** The bookmarks when the component sits under a provider (the front page's popups), else null. */
export function useOptionalBookmarks(): Bookmarks | null {
  return useContext(BookmarksContext);
}
