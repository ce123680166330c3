import { DomainError, NotFound } from '../platform/http/domain.error';

/** Errors of the directory's use cases, each with its machine-readable code. */
export class InvalidId extends DomainError {
  constructor(field = 'id') {
    super('INVALID_ID', `The ${field} is not a valid identifier.`, 400, { [field]: 'invalid identifier' });
  }
}

export class UserNotFound extends NotFound {
  constructor() {
    super('User');
  }
}

export class InvalidField extends DomainError {
  constructor(field: string, message: string) {
    super('VALIDATION_FAILED', message, 400, { [field]: message });
  }
}
