import type { TranslateFunction } from 'react-admin';
import { ruleMessage } from './toolFormValues';

/**
 * The per-field errors of a refused save (`errors: { "title.en": message }`), translated when the
 * message is one of the shared rules', so react-admin shows them under their fields.
 */
export function toolServerFieldErrors(error: unknown, translate: TranslateFunction): Record<string, string> | undefined {
  const body = (error as { body?: { error?: { code?: string }; errors?: Record<string, string> } } | undefined)?.body;
  if (!body?.errors) return undefined;
  return Object.fromEntries(
    Object.entries(body.errors).map(([field, message]) => {
      const rule = ruleMessage(undefined, message);
      return [field, translate(rule.message, rule.args)];
    }),
  );
}
