import type { RuleViolation } from '../../contracts/settings';
import { DomainError, refusal } from '../../platform/http/domain.error';

/** The form's broken rules: 400 with the first message and every field's message (react-admin shows them per field). */
export class ToolRulesBroken extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])));
  }
}

/** The spec's message (back-office section 8) when a change is proposed for a tool that already has one waiting. */
export class PendingRequestExists extends refusal('already_pending', 'This tool already has a pending approval request.', 409) {}

export class VisibilityNotAllowed extends refusal('TOOL.VISIBILITY_NOT_ALLOWED', 'You may not give the tool this visibility.', 403, { users: 'visibility not allowed' }) {}

export class InvalidToolIds extends DomainError {
  constructor(field = 'ids') {
    super('INVALID_ID', `The ${field} hold an invalid identifier.`, 400, { [field]: 'invalid identifier' });
  }
}
