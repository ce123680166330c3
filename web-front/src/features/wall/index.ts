export { WallPanel, type RequestableEntry } from './components/WallPanel';
export type { TileFrame } from './components/ToolGrid';
export { ListStatus } from './components/ListStatus';
export { ToolLogo } from './components/ToolLogo';
export { ToolTile } from './components/ToolTile';
export { cutTitle, toolText } from './tool-text';
export { useToolList } from './hooks/use-tool-list';
export { useTileTabIndex } from './roving-tiles';
