import type { RuleViolation } from '../contracts/settings';
import { DomainError } from '../platform/http/domain.error';

/** The form's broken rules: 400 with the first message, and every field's code (react-admin shows them per field). */
export class AnnouncementRulesBroken extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])));
  }
}

/** Unknown, or not the caller's to see or change: the same 404. */
export class AnnouncementNotFound extends DomainError {
  constructor() {
    super('ANNOUNCEMENTS.NOT_FOUND', 'This announcement does not exist.', 404);
  }
}

export class InvalidAnnouncementListParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('ANNOUNCEMENTS.INVALID_LIST_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}
