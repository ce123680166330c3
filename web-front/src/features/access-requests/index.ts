export { MyRequestsLink } from './components/MyRequestsLink';
export { MyRequestsPopup } from './components/MyRequestsPopup';
export { RequestAccessPopup } from './components/RequestAccessPopup';
export { RequestableToolSummary } from './components/RequestableToolSummary';
export { useRequestableTools } from './hooks/use-access-requests';
