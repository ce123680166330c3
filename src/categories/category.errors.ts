import { CATEGORY_RULES } from '../contracts';
import type { RuleViolation } from '../contracts/settings';
import { DomainError, invalidParameter, refusal, RulesBroken } from '../platform/http/domain.error';

/** The form's broken rules: the first message, and every field's message (react-admin shows them per field). */
export class CategoryRulesBroken extends RulesBroken {}

/** Unknown and malformed ids answer the same 404. */
export class CategoryNotFound extends refusal('CATEGORY.NOT_FOUND', 'This category does not exist.', 404) {}

export class ImportNotJson extends refusal(CATEGORY_RULES.importNotJson.code, CATEGORY_RULES.importNotJson.message, 400) {}

/** An import file with any invalid entry: nothing is written; `errors` names each entry's field (`3.name.en`). */
export class ImportInvalid extends DomainError {
  constructor(violations: RuleViolation[]) {
    const first = violations[0];
    super(
      CATEGORY_RULES.importInvalid.code,
      `${CATEGORY_RULES.importInvalid.message} ${first.field}: ${first.message}`,
      400,
      // Each entry keeps its own code, so the back-office names it in the reader's language.
      Object.fromEntries(violations.slice(0, 100).map((v) => [v.field, { code: v.code, params: v.params ?? {}, message: v.message }])),
    );
  }
}

export class InvalidCategoryParameter extends invalidParameter('CATEGORY.INVALID_PARAMETER') {}
