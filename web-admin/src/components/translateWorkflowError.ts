import type { TranslateFunction } from 'react-admin';
import type { ErrorBody } from '@contracts';
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
  const body = (error as { body?: ErrorBody } | undefined)?.body;
  const code = body?.error?.code;
  if (code) {
    // A rule's parameters ({ max }) travel with the field that broke it.
    const params = Object.values(body?.violations ?? {}).find((violation) => violation.code === code)?.params;
    const text = translate(workflowErrorKey(code), { ...params, _: MISSING });
    if (text !== MISSING) return text;
  }
  return translateError(error, translate);
}
