/**
 * The bookmarks' pieces built on dnd-kit, and the tool menu: loaded apart from the first script
 * (see load-dnd-parts.ts), in parallel with the start-up calls, so the first paint parses less.
 */
export { BookmarksDnd } from './components/BookmarksDnd';
export { BookmarksPanel } from './components/BookmarksPanel';
export { DraggableToolTile } from './components/DraggableToolTile';
export { ToolMenu } from './components/ToolMenu';
