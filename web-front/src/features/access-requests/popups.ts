// The feature's popups, which the router loads when one opens ('/request-access/:toolId',
// '/access-requests'): kept apart from index.ts, which the front page imports, so their forms and lists
// stay out of the first script (docs/decisions/front-lazy-parts.md).
export { MyRequestsPopup } from './components/MyRequestsPopup';
export { RequestAccessPopup } from './components/RequestAccessPopup';
