import type { ErrorBody } from '@contracts';
import type { TranslateFunction } from 'react-admin';

/** Each refused field's own message, from its violation's code and parameters (`portal.errors.STATUS_CHECK.*`). */
export function statusFieldErrors(error: unknown, translate: TranslateFunction): Record<string, string> {
  const body = (error as { body?: Partial<ErrorBody> } | undefined)?.body;
  return Object.fromEntries(
    Object.entries(body?.violations ?? {}).map(([field, violation]) => [
      field,
      translate(`portal.errors.${violation.code}`, { ...violation.params, _: violation.message }),
    ]),
  );
}

/** The notice of a refused save: the first field's message, else the error's code or message. */
export function statusErrorNotice(error: unknown, translate: TranslateFunction): string {
  const fields = Object.values(statusFieldErrors(error, translate));
  if (fields.length) return fields[0];
  const body = (error as { body?: Partial<ErrorBody> } | undefined)?.body;
  return body?.error?.code ? translate(`portal.errors.${body.error.code}`, { _: body.error.message }) : translate('portal.errors.generic');
}
