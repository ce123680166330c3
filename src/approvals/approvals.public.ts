/**
 * What other modules may use of `approvals`: its commands, queries and events. Approvals alone writes the
 * `validations` collection; anything else reads it through these queries and changes it through these commands.
 */
export { RequestValidationCommand } from './workflow/commands/request-validation/request-validation.command';
export { WithdrawToolRequestsCommand } from './workflow/commands/withdraw-tool-requests/withdraw-tool-requests.command';
export { ExtendPendingRequestsCommand } from './workflow/commands/extend-pending-requests/extend-pending-requests.command';
export { FindToolRequestQuery, type ToolRequest } from './workflow/queries/find-tool-request/find-tool-request.query';
export { GetValidationChangeQuery, type ValidationChange } from './workflow/queries/get-validation-change/get-validation-change.query';
export { ValidationAcceptedEvent } from './events/validation-accepted.event';
export { ValidationRejectedEvent } from './events/validation-rejected.event';
export { ValidationRequestedEvent } from './events/validation-requested.event';
