import { checkCategoryForm, LANGUAGES, pickTranslation, RuleViolation } from '../contracts';
import { OBJECT_ID } from './category-view';

/** A category body once read (POST/PUT categories, one entry of an import file). */
export interface CategoryInput {
  /** Given for an update or an import entry that names its id. */
  id: string | null;
  name: Record<string, string>;
  icon: string;
  is_translated: boolean;
  nameForGTM: string;
}

/**
 * Reads a body against the form's rules. Only the four content languages are kept; `is_translated`
 * defaults to "named in more than one language"; `nameForGTM` (the analytics label) to the English name.
 */
export function categoryInputOf(body: unknown, prefix = ''): { input: CategoryInput; violations: RuleViolation[] } {
  const record = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const rawName = (record.name && typeof record.name === 'object' ? record.name : {}) as Record<string, unknown>;
  const name: Record<string, string> = {};
  for (const lang of LANGUAGES) if (typeof rawName[lang] === 'string' && (rawName[lang] as string).trim()) name[lang] = (rawName[lang] as string).trim();
  const icon = typeof record.icon === 'string' ? record.icon.trim() : '';
  const gtm = typeof record.nameForGTM === 'string' ? record.nameForGTM.trim() : '';
  const rawId = record._id ?? record.id;
  const violations = checkCategoryForm({ name, icon, nameForGTM: gtm }).map((v) => ({ ...v, field: `${prefix}${v.field}` }));
  if (rawId !== undefined && rawId !== null && rawId !== '' && (typeof rawId !== 'string' || !OBJECT_ID.test(rawId))) {
    violations.push({ field: `${prefix}_id`, code: 'CATEGORY.INVALID_ID', message: 'An id has 24 hexadecimal digits.' });
  }
  const input: CategoryInput = {
    id: typeof rawId === 'string' && OBJECT_ID.test(rawId) ? rawId.toLowerCase() : null,
    name,
    icon,
    is_translated: typeof record.is_translated === 'boolean' ? record.is_translated : Object.keys(name).length > 1,
    nameForGTM: gtm || pickTranslation(name, 'en'),
  };
  return { input, violations };
}
