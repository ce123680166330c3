export { ToolsHome } from './ToolsHome';
