import { checkDefaultToolForm, withNewToggle } from '@contracts/default-tool-rules';

interface DefaultToolFormValues {
  tool?: string | null;
  language?: string;
  subsidiaryId?: string | null;
  groups?: string[];
  is_new?: boolean;
}

/** What a save sends: the new toggle adds or removes "all" in the audience (spec section 4). */
export function defaultToolPayload(data: Record<string, unknown>) {
  const values = data as DefaultToolFormValues;
  const isNew = !!values.is_new;
  return {
    tool: values.tool ?? null,
    language: values.language,
    subsidiaryId: values.subsidiaryId || null,
    groups: withNewToggle(values.groups ?? [], isNew),
    is_new: isNew,
    is_translated: false,
  };
}

/** The shared rules (a tool and a language are required), as form errors. */
export function validateDefaultTool(values: Record<string, unknown>) {
  const { violations } = checkDefaultToolForm(defaultToolPayload(values));
  return Object.fromEntries(violations.map((violation) => [violation.field, `portal.errors.${violation.code}`]));
}
