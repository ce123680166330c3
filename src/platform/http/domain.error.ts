import type { FieldViolation } from '../../contracts';

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
