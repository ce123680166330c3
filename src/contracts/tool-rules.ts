import { LANGUAGES, Language } from './languages';
import { LIMITS } from './limits';
import type { RuleViolation } from './settings';

/** Messages the spec quotes (back-office section 5 and 8); the UIs translate the codes. */
export const TOOL_RULES = {
  required: { code: 'TOOL.REQUIRED', message: 'Le champ est obligatoire.' },
  languageNeeded: { code: 'TOOL.LANGUAGE_NEEDED', message: 'Please select at least english or french' },
  urlMustBegin: { code: 'url_must_begin', message: 'The url must begin with http:// or https://' },
  tooLong: { code: 'TOOL.TOO_LONG', message: 'Too long' },
  managersRequired: { code: 'TOOL.MANAGERS_REQUIRED', message: 'Le champ est obligatoire.' },
  viewersRequired: { code: 'TOOL.VIEWERS_REQUIRED', message: 'Le champ est obligatoire.' },
  /** "All fields required" (section 5) covers the category picker: a tool is filed under at least one. */
  categoriesRequired: { code: 'TOOL.CATEGORIES_REQUIRED', message: 'Le champ est obligatoire.' },
} as const;

/** The default logo colour when a tool has no image (spec: "a fixed orange"). */
export const DEFAULT_LOGO_COLOR = '#f28c28';

export interface ToolFormInput {
  title?: Partial<Record<Language, string>>;
  description?: Partial<Record<Language, string>>;
  url?: Partial<Record<Language, string>>;
  logo?: { image?: string; abrev?: string; color?: string };
  categories?: string[];
  managers?: string[];
  users?: string[];
  /** -1 private, 0 public, or a subsidiary id (spec section 4). */
  visibility?: -1 | 0 | string;
}

/** A language counts as chosen when any of its three texts has content. */
export function chosenLanguages(input: ToolFormInput): Language[] {
  return LANGUAGES.filter((lang) => [input.title, input.description, input.url].some((texts) => !!texts?.[lang]?.trim()));
}

/** Abbreviation default: the title's first 3 letters, else "S" (spec section 5). */
export function defaultAbbreviation(title: string | undefined): string {
  const letters = (title ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  return (letters.slice(0, LIMITS.logoAbbreviationMaxLength) || 'S').toUpperCase();
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * The tool form's rules (back-office spec section 5), run by the forms for instant feedback and by
 * the server on every save. Every text of a chosen language is required; fr or en must be chosen;
 * at least one category and one manager, and viewers when private.
 */
export function checkToolForm(input: ToolFormInput): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: { code: string; message: string }, message: string = rule.message, params?: { max: number }) =>
    violations.push(params ? { field, code: rule.code, message, params } : { field, code: rule.code, message });
  const tooLong = (field: string, max: number) => add(field, TOOL_RULES.tooLong, `At most ${max} characters.`, { max });

  const languages = chosenLanguages(input);
  if (!languages.includes('en') && !languages.includes('fr')) add('languages', TOOL_RULES.languageNeeded);

  for (const lang of languages) {
    const title = input.title?.[lang]?.trim() ?? '';
    const description = input.description?.[lang]?.trim() ?? '';
    const url = input.url?.[lang]?.trim() ?? '';
    if (!title) add(`title.${lang}`, TOOL_RULES.required);
    else if (title.length > LIMITS.toolTitleMaxLength) tooLong(`title.${lang}`, LIMITS.toolTitleMaxLength);
    if (!description) add(`description.${lang}`, TOOL_RULES.required);
    else if (description.length > LIMITS.toolDescriptionMaxLength) tooLong(`description.${lang}`, LIMITS.toolDescriptionMaxLength);
    if (!url) add(`url.${lang}`, TOOL_RULES.required);
    else if (url.length > LIMITS.toolUrlMaxLength) tooLong(`url.${lang}`, LIMITS.toolUrlMaxLength);
    else if (!isHttpUrl(url)) add(`url.${lang}`, TOOL_RULES.urlMustBegin);
  }

  const abrev = input.logo?.abrev;
  if (abrev !== undefined && abrev.length > LIMITS.logoAbbreviationMaxLength) {
    tooLong('logo.abrev', LIMITS.logoAbbreviationMaxLength);
  }
  if (!input.categories?.length) add('categories', TOOL_RULES.categoriesRequired);
  if (!input.managers?.length) add('managers', TOOL_RULES.managersRequired);
  if (input.visibility === -1 && !input.users?.filter((id) => id !== 'all').length) add('users', TOOL_RULES.viewersRequired);
  return violations;
}
