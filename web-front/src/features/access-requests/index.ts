export { MyRequestsLink } from './components/MyRequestsLink';
export { MyRequestsPopup } from './components/MyRequestsPopup';
export { RequestAccessPopup } from './components/RequestAccessPopup';
export { RequestableTools } from './components/RequestableTools';
export { ToolRequestsToDecide } from './components/ToolRequestsToDecide';
export { useRequestableTools } from './hooks/use-access-requests';
