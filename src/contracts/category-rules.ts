import { LANGUAGES, Language } from './languages';
import { LIMITS } from './limits';
import type { RuleViolation } from './settings';

/** Messages of the category form and import (back-office spec sections 5 and 8); the UIs translate the codes. */
export const CATEGORY_RULES = {
  nameRequired: { code: 'CATEGORY.NAME_REQUIRED', message: 'Please name the category in english or french' },
  nameTooLong: { code: 'CATEGORY.NAME_TOO_LONG', message: `At most ${LIMITS.categoryNameMaxLength} characters.` },
  nameTaken: { code: 'CATEGORY.NAME_TAKEN', message: 'Another category already has this name.' },
  iconRequired: { code: 'CATEGORY.ICON_REQUIRED', message: 'Le champ est obligatoire.' },
  iconInvalid: { code: 'CATEGORY.ICON_INVALID', message: 'The icon must be an image (data: URL) or the name of a stored file.' },
  importNotJson: { code: 'CATEGORY.IMPORT_NOT_JSON', message: 'Selected file is not in JSON format.' },
  importInvalid: { code: 'CATEGORY.IMPORT_INVALID', message: 'The file holds invalid categories: nothing was imported.' },
} as const;

/** Not in the spec: the most categories one import file may hold (the demo company has 12). */
export const CATEGORY_IMPORT_MAX_ENTRIES = 500;

/** A stored file's name as the files module gives it out (`<16 hex of sha256>.<ext>`), optionally as its URL. */
const STORED_ICON = /^(?:\/api\/files\/)?([0-9a-f]{16}\.(?:png|jpg|gif|svg))$/;
/** `data:<type>[;param…][;base64],<data>`: the spec's "image as a data string". */
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;

export interface CategoryFormInput {
  name?: Partial<Record<Language, string>>;
  icon?: string;
  nameForGTM?: string;
}

/** What an icon value is: an image inlined as a data URL, a stored file's name, or neither. */
export type IconReference = { kind: 'data'; mediaType: string; base64: boolean; payload: string } | { kind: 'stored'; filename: string };

export function iconReferenceOf(icon: unknown): IconReference | null {
  if (typeof icon !== 'string') return null;
  const value = icon.trim();
  const stored = STORED_ICON.exec(value);
  if (stored) return { kind: 'stored', filename: stored[1] };
  const data = DATA_URL.exec(value);
  if (data) return { kind: 'data', mediaType: (data[1] ?? '').toLowerCase(), base64: !!data[3], payload: value.slice(data[0].length) };
  return null;
}

/** What an `<img src>` shows for a category's icon: a stored file's address, or the data URL itself (older records). */
export function categoryIconUrl(icon: string | null | undefined): string | null {
  if (!icon) return null;
  const reference = iconReferenceOf(icon);
  if (reference?.kind === 'stored') return `/api/files/${reference.filename}`;
  return reference?.kind === 'data' ? icon : null;
}

/**
 * The category form's rules (back-office spec section 5): a name of at most 60 characters in each
 * language, in english or french at least (as tools need); an icon that is an image or a stored file.
 * The server also checks the icon's content (type, at least 64 px) when it stores it.
 */
export function checkCategoryForm(input: CategoryFormInput): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: { code: string; message: string }) => violations.push({ field, code: rule.code, message: rule.message });
  const names = input.name ?? {};
  if (!names.en?.trim() && !names.fr?.trim()) add('name', CATEGORY_RULES.nameRequired);
  for (const lang of LANGUAGES) {
    if ((names[lang]?.trim().length ?? 0) > LIMITS.categoryNameMaxLength) add(`name.${lang}`, CATEGORY_RULES.nameTooLong);
  }
  if ((input.nameForGTM?.trim().length ?? 0) > LIMITS.categoryNameMaxLength) add('nameForGTM', CATEGORY_RULES.nameTooLong);
  if (!input.icon?.trim()) add('icon', CATEGORY_RULES.iconRequired);
  else if (!iconReferenceOf(input.icon)) add('icon', CATEGORY_RULES.iconInvalid);
  return violations;
}

/** Names compared for clashes: trimmed and case-insensitive, per language. */
export function categoryNameKey(name: string | undefined): string {
  return (name ?? '').trim().toLocaleLowerCase();
}
