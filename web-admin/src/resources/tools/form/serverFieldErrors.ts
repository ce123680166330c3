import type { TranslateFunction } from 'react-admin';
import type { ErrorBody } from '@contracts';
import { ruleMessage } from './toolFormValues';

/**
 * The per-field errors of a refused save, translated from each field's code and parameters
 * (`violations: { "title.en": { code, params } }`), so react-admin shows them under their fields.
 */
export function toolServerFieldErrors(error: unknown, translate: TranslateFunction): Record<string, string> | undefined {
  const body = (error as { body?: Partial<ErrorBody> } | undefined)?.body;
  if (!body?.errors) return undefined;
  return Object.fromEntries(
    Object.entries(body.errors).map(([field, message]) => {
      const violation = body.violations?.[field];
      const rule = ruleMessage(violation?.code, message, violation?.params);
      return [field, translate(rule.message, rule.args)];
    }),
  );
}
