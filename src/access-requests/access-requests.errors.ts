import { ACCESS_REQUEST_RULES, type RuleViolation } from '../contracts';
import { DomainError } from '../platform/http/domain.error';

type Rule = (typeof ACCESS_REQUEST_RULES)[keyof typeof ACCESS_REQUEST_RULES];

/** A form's broken rules: 400 with the first message and every field's code. */
export class AccessRulesBroken extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])));
  }
}

/** A refusal of one rule, with its status. */
export class AccessRefused extends DomainError {
  constructor(rule: Rule, status: 400 | 403 | 409, params: Record<string, string | number> = {}) {
    super(rule.code, rule.message, status, Object.keys(params).length ? { request: { code: rule.code, params, message: rule.message } } : undefined);
  }
}

/** Unknown, or not the caller's to see: the same 404 as any invisible tool or request. */
export class AccessRequestNotFound extends DomainError {
  constructor() {
    super('ACCESS_REQUEST.NOT_FOUND', 'This request or tool does not exist.', 404);
  }
}
