export { ToolInfoPopup } from './components/ToolInfoPopup';
