export { ToolFormPopup } from './components/ToolFormPopup';
