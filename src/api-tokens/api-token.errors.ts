import type { RuleViolation } from '../contracts/settings';
import { DomainError } from '../platform/http/domain.error';

/** The form's broken rules: 400 with the first message and every field's violation (react-admin shows them per field). */
export class ApiTokenRulesBroken extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])));
  }
}

/** Unknown and malformed ids answer the same 404. */
export class ApiTokenNotFound extends DomainError {
  constructor() {
    super('API_TOKEN.NOT_FOUND', 'This API token does not exist.', 404);
  }
}
