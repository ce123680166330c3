export { ToolInfoPopup } from './components/ToolInfoPopup';
export { mayEditTool } from './tool-permissions';
