import { SUBSIDIARY_RULES } from '../contracts';
import type { RuleViolation } from '../contracts/settings';
import { DomainError } from '../platform/http/domain.error';

/** The popin's broken rules: 400 with the first message and every field's message (react-admin shows them per field). */
export class SubsidiaryRulesBroken extends DomainError {
  constructor(violations: RuleViolation[], status: 400 | 409 = 400) {
    const first = violations[0];
    super(first.code, first.message, status, Object.fromEntries(violations.map((v) => [v.field, v.message])));
  }
}

/** Unknown, deleted or malformed ids all answer the same 404: an id reveals nothing. */
export class SubsidiaryNotFound extends DomainError {
  constructor() {
    super('SUBSIDIARY.NOT_FOUND', 'This subsidiary does not exist.', 404);
  }
}

/** Deleting a subsidiary that tools, people or default tools still point at would leave them dangling. */
export class SubsidiaryInUse extends DomainError {
  constructor(uses: string[]) {
    super(SUBSIDIARY_RULES.inUse.code, `This subsidiary is still used by ${uses.join(', ')}: give them another subsidiary first.`, 409);
  }
}

export class InvalidSubsidiaryParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('SUBSIDIARY.INVALID_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}
