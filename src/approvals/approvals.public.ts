/**
 * What other modules may use of `approvals`: its commands, queries and events. Approvals alone writes the
 * `validations` collection. It also answers the questions tools asks it (`src/tools/ports/`: open, extend and
 * withdraw a tool's requests, find a tool's request), since tools, below it, imports nothing of approvals.
 */
export { ValidationAcceptedEvent } from './events/validation-accepted.event';
export { ValidationRejectedEvent } from './events/validation-rejected.event';
export { ValidationRequestedEvent } from './events/validation-requested.event';
