export { WallPanel } from './components/WallPanel';
export { ToolLogo } from './components/ToolLogo';
export { toolText } from './tool-text';
