export { BookmarksPanel } from './components/BookmarksPanel';
export { BookmarksProvider } from './components/BookmarksProvider';
export { DraggableToolTile } from './components/DraggableToolTile';
export { useOptionalBookmarks } from './bookmarks-context';
