import { LANGUAGES, Language } from './languages';
import { LIMITS } from './limits';

/**
 * Messages the spec quotes (back-office section 5 and 8); the UIs translate the codes. The form's
 * schema (`requests/tool-form.ts`) answers them, on the server and in both forms.
 */
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

/** The texts of a tool per language, as a form or a body holds them. */
export interface ToolTexts {
  title?: Partial<Record<Language, string>>;
  description?: Partial<Record<Language, string>>;
  url?: Partial<Record<Language, string>>;
}

/** A language counts as chosen when any of its three texts has content. */
export function chosenLanguages(input: ToolTexts): Language[] {
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
