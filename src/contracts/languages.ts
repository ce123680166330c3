/** Content and interface languages (spec section 9). English is the fallback everywhere. */
export const LANGUAGES = ['en', 'fr', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, whatever the interface language, so anyone can find theirs (pickers, form tabs). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', zh: '中文', ja: '日本語' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Normalises anything (a user setting, `navigator.language` such as "fr-FR") to a supported language. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A value per language, e.g. a tool title or a category name. */
export type Translated<T = string> = Partial<Record<Language, T>>;

/**
 * The language whose text pickTranslation shows: `language`, else en, else fr, else any language
 * that has content; undefined when none has. A page marks the text with it (`lang`), so that line
 * breaking, hyphenation and screen readers follow the text's own language.
 */
export function translationLanguage(value: Translated | undefined | null, language: Language): Language | undefined {
  if (!value) return undefined;
  const order: Language[] = [language, 'en', 'fr', ...LANGUAGES];
  return order.find((lang) => !!value[lang]?.trim());
}

/** Picks the text in `language`, falling back to en then fr then any language that has content. */
export function pickTranslation(value: Translated | undefined | null, language: Language): string {
  const lang = translationLanguage(value, language);
  return lang ? (value?.[lang] ?? '') : '';
}

/** The language a list is sorted in: `?lang=` when it is one of ours, else the caller's language, else en. */
export function requestLanguage(query: unknown, callerLanguage: string | undefined): Language {
  return isLanguage(query) ? query : toLanguage(callerLanguage);
}
