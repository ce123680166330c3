import { ERROR_CODES, isRequestCode, LIMITS, type ErrorBody } from '@contracts';
import { REFERENCE_DATA_CODES } from './referenceDataCodes';
import type { TranslateFunction } from 'react-admin';

const KNOWN_CODES = new Set<string>([...Object.values(ERROR_CODES), ...REFERENCE_DATA_CODES]);

/** Values some messages quote, e.g. the footer's maximum length. */
const MESSAGE_ARGS = { max: LIMITS.footerMaxLength };

/** The i18n key of a server or rule error code, when the interface knows that code. */
export function errorMessageKey(code: string | undefined): string | undefined {
  return code && KNOWN_CODES.has(code) ? `portal.errors.${code}` : undefined;
}

export function translateErrorCode(code: string, translate: TranslateFunction, fallback: string): string {
  const key = errorMessageKey(code);
  return key ? translate(key, MESSAGE_ARGS) : fallback;
}

function bodyOf(error: unknown): Partial<ErrorBody> | undefined {
  return (error as { body?: Partial<ErrorBody> } | undefined)?.body ?? undefined;
}

/**
 * The notice for a failed call (spec section 8): the translation when the error is a known
 * one, otherwise the error's message, otherwise "An error has occurred".
 */
export function translateError(error: unknown, translate: TranslateFunction): string {
  const body = bodyOf(error);
  const message = body?.error?.message || (error as Error | undefined)?.message;
  const key = errorMessageKey(body?.error?.code) ?? errorMessageKey(body?.error?.message);
  if (key) return translate(key, MESSAGE_ARGS);
  return message || translate('portal.errors.generic');
}

/** The per-field errors of a failed save (`errors: { "footer.en": message }`), for the form. */
export function translateFieldErrors(
  error: unknown,
  translate: TranslateFunction,
): Record<string, string> | undefined {
  const body = bodyOf(error);
  if (!body?.errors) return undefined;
  const code = body.error?.code;
  return Object.fromEntries(
    Object.entries(body.errors).map(([field, message]) => {
      const violation = body.violations?.[field];
      // A request shape's code (REQUIRED, TOO_LONG { max }…) says the most; else the error's own code.
      if (violation && isRequestCode(violation.code)) return [field, translate(`portal.errors.fields.${violation.code}`, violation.params)];
      // A field of its own code (an announcement's end before its start beside a missing title) says its own.
      if (violation && violation.code !== code && errorMessageKey(violation.code)) return [field, translateErrorCode(violation.code, translate, message)];
      return [field, code ? translateErrorCode(code, translate, message) : message];
    }),
  );
}
