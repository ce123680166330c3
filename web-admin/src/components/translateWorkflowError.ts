import type { TranslateFunction } from 'react-admin';
import { translateError } from '../i18n/translateError';

const MISSING = '\u0000missing';

/** `TOOL.REQUIRED` → `TOOL_REQUIRED`: i18next reads dots as nesting. */
const workflowErrorKey = (code: string) => `portal.workflow_errors.${code.replace(/\./g, '_')}`;

/**
 * The notice for a failed tool or approval call: the translation of the server's code when the
 * tools and approvals screens know it (spec section 8's approval messages among them), otherwise
 * the generic rule (known code, else the server's message, else "An error has occurred").
 */
export function translateWorkflowError(error: unknown, translate: TranslateFunction): string {
  const code = (error as { body?: { error?: { code?: string; message?: string } } } | undefined)?.body?.error?.code;
  if (code) {
    const text = translate(workflowErrorKey(code), { _: MISSING });
    if (text !== MISSING) return text;
  }
  return translateError(error, translate);
}
