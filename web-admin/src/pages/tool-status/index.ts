export { ToolStatusPage } from './ToolStatusPage';
