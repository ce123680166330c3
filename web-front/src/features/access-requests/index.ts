export { MyRequestsLink } from './components/MyRequestsLink';
export { RequestableTools } from './components/RequestableTools';
export { ToolRequestsToDecide } from './components/ToolRequestsToDecide';
export { useRequestableTools } from './hooks/use-access-requests';
