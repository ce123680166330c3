/** Approvals' reaction to a tool's proposal, as the outbox records it (the entry stays until the request is stored). */
export const REQUEST_REACTION = 'approvals.request';
