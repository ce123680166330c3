export { BookmarksPanel } from './components/BookmarksPanel';
export { DraggableToolTile } from './components/DraggableToolTile';
export { BookmarksProvider } from './components/BookmarksProvider';
export { useOptionalBookmarks } from './bookmarks-context';
