import type { RuleViolation } from '../contracts/settings';
import { DomainError } from '../platform/http/domain.error';

/** The form's broken rules: 400 with the first message and every field's message (react-admin shows them per field). */
export class DefaultToolRulesBroken extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, v.message])));
  }
}

/** Unknown or malformed id: 404 (never a 500 from a failed ObjectId cast). */
export class DefaultToolNotFound extends DomainError {
  constructor() {
    super('DEFAULT_TOOLS.NOT_FOUND', 'This default tool does not exist.', 404);
  }
}

export class DefaultToolIdRequired extends DomainError {
  constructor() {
    super('DEFAULT_TOOLS.ID_REQUIRED', 'The default tool to change is missing (_id).', 400, { _id: 'required' });
  }
}

/** The same tool for the same language and subsidiary twice would add nothing and confuse the order. */
export class DuplicateDefaultTool extends DomainError {
  constructor() {
    super('DEFAULT_TOOLS.DUPLICATE', 'This tool is already a default tool for this language and subsidiary.', 409, { tool: 'already a default tool' });
  }
}

export class InvalidDefaultToolListParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('DEFAULT_TOOLS.INVALID_LIST_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}
