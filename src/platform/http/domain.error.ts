import type { FieldViolation } from '../../contracts';
import type { RuleViolation } from '../../contracts/settings';

/**
 * A business rule broken. Carries a machine-readable code the UIs translate, the English message,
 * and optionally a per-field map for forms. Translated to HTTP in one place (http-exception.filter.ts).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 422 | 429 | 503 = 400,
    /** Per field: the message, or the violation with its code and parameters (a bare message takes the error's code). */
    readonly fieldErrors?: Record<string, string | FieldViolation>,
  ) {
    super(message);
  }
}

export class PermissionDenied extends DomainError {
  constructor() {
    super('permission_denied', 'permission_denied', 403);
  }
}

export class NotFound extends DomainError {
  constructor(what: string) {
    super('not_found', `${what} not found`, 404);
  }
}

/**
 * The base of a refusal that always says the same thing, declared on one line:
 * `export class AlreadyApproved extends refusal('already_approved', 'The tool has already been approved', 409) {}`.
 * The class keeps its own name (for `instanceof` and the logs).
 */
export function refusal(code: string, message: string, status: DomainError['status'] = 400, fieldErrors?: Record<string, string>) {
  return class extends DomainError {
    constructor() {
      super(code, message, status, fieldErrors);
    }
  };
}

/** A malformed list parameter (`sort`, `range`, `filter`): 400 with `code`, the field named and what it expects. */
export function invalidParameter(code: string) {
  return class extends DomainError {
    constructor(parameter: string, expected: string) {
      super(code, `${parameter}: ${expected}`, 400, { [parameter]: expected });
    }
  };
}

/** A form's broken rules: the first one's code and message, and each field's message (react-admin shows them per field). */
export class RulesBroken extends DomainError {
  constructor(violations: RuleViolation[], status: 400 | 409 = 400) {
    const first = violations[0];
    super(first.code, first.message, status, Object.fromEntries(violations.map((v) => [v.field, v.message])));
  }
}
