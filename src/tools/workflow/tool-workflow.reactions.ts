/** The tools' reactions to approvals' decisions, as the outbox records them (approvals declares them; the commands mark them done). */
export const APPLY_REACTION = 'tools.apply';
export const DISCARD_REACTION = 'tools.discard';

/** A tool that waits for no request. */
export const NO_REQUEST = { has_pending_validation: false, pending_validation: null };
