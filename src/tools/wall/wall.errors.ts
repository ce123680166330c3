import { DomainError, NotFound } from '../../platform/http/domain.error';

/** Errors of the catalogue's read calls, each with its machine-readable code. */
export class InvalidToolId extends DomainError {
  constructor() {
    super('INVALID_ID', 'The id is not a valid identifier.', 400, { id: 'invalid identifier' });
  }
}

/** Unknown, deleted, or not visible to the caller: one answer, so existence is not revealed. */
export class ToolNotFound extends NotFound {
  constructor() {
    super('Tool');
  }
}

export class InvalidSearchText extends DomainError {
  constructor() {
    super('VALIDATION_FAILED', 'The search text must hold at least one character.', 400, { text: 'required' });
  }
}
