export { BookmarksPanel, DraggableToolTile } from './components/dnd-part-slots';
export { BookmarksProvider } from './components/BookmarksProvider';
export { loadDndParts } from './load-dnd-parts';
export { useOptionalBookmarks } from './bookmarks-context';
