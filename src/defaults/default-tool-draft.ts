import { checkDefaultToolForm, DefaultToolDraft } from '../contracts/default-tool-rules';
import type { Principal } from '../platform/auth/principal';
import { DefaultToolRulesBroken } from './default-tools.errors';
import type { StoredDefaultTool } from './default-tool.view';

/**
 * Reads the form (400 naming each broken field). A sub-administrator's default tool without a
 * subsidiary is given theirs: their form offers no other, and the list they manage is their subsidiary's.
 */
export function readDefaultToolDraft(caller: Principal, body: unknown): DefaultToolDraft {
  const { draft, violations } = checkDefaultToolForm(body);
  if (!draft) throw new DefaultToolRulesBroken(violations);
  if (!caller.roles.includes('administrator') && caller.roles.includes('sub_admin') && !draft.subsidiaryId && caller.subsidiaryId) {
    draft.subsidiaryId = caller.subsidiaryId;
  }
  return draft;
}

/** Same tool, language and subsidiary: a second such default tool would only repeat the first. */
export function sameRule(doc: StoredDefaultTool, draft: DefaultToolDraft): boolean {
  return (
    String(doc.tool) === draft.tool &&
    doc.language === draft.language &&
    (doc.subsidiary ? String(doc.subsidiary) : null) === draft.subsidiaryId
  );
}

/** The fields an edit changes, as the activity log names them. */
export function changedFields(doc: StoredDefaultTool, draft: DefaultToolDraft): string[] {
  const fields: string[] = [];
  if (String(doc.tool) !== draft.tool) fields.push('tool');
  if (doc.language !== draft.language) fields.push('language');
  if ((doc.subsidiary ? String(doc.subsidiary) : null) !== draft.subsidiaryId) fields.push('subsidiary');
  const before = [...(doc.groups ?? [])].filter((g) => g !== 'all').sort();
  const after = draft.groups.filter((g) => g !== 'all').sort();
  if (before.join('\n') !== after.join('\n')) fields.push('groups');
  if (!!doc.is_new !== draft.is_new || (doc.groups ?? []).includes('all') !== draft.groups.includes('all')) fields.push('is_new');
  if (!!doc.is_translated !== draft.is_translated) fields.push('is_translated');
  return fields;
}
