import type { TFunction } from 'i18next';
import type { RuleViolation } from '@contracts';

/** The translation key of each rule's code (src/contracts/tool-rules.ts). */
const KEY_OF_CODE: Record<string, string> = {
  'TOOL.REQUIRED': 'toolForm.errors.required',
  'TOOL.MANAGERS_REQUIRED': 'toolForm.errors.required',
  'TOOL.CATEGORIES_REQUIRED': 'toolForm.errors.required',
  'TOOL.VIEWERS_REQUIRED': 'toolForm.errors.required',
  'TOOL.LANGUAGE_NEEDED': 'toolForm.errors.languageNeeded',
  url_must_begin: 'toolForm.errors.urlMustBegin',
  'TOOL.TOO_LONG': 'toolForm.errors.tooLong',
};

/** Field path → first broken rule, e.g. "title.en" → { code… }. */
export type FieldErrors = Record<string, RuleViolation>;

export function fieldErrorsOf(violations: readonly RuleViolation[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const violation of violations) errors[violation.field] ??= violation;
  return errors;
}

function errorKeyOf(violation: RuleViolation): string {
  return KEY_OF_CODE[violation.code] ?? 'errors.codes.validation_failed';
}

/** The translated message of a broken rule, with its parameters (`TOOL.TOO_LONG` carries `{ max }`). */
export function errorTextOf(violation: RuleViolation, t: TFunction): string {
  return t(errorKeyOf(violation), violation.params ?? {});
}
