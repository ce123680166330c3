import type { RuleViolation } from '../contracts/settings';
import { DomainError } from '../platform/http/domain.error';

/** A check's or a maintenance's rules broken: every field named with its code and parameters; nothing is saved. */
export class StatusCheckRefused extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])));
  }
}
