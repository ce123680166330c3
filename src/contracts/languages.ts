/** Content and interface languages (spec section 9). English is the fallback everywhere. */
export const LANGUAGES = ['en', 'fr', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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

/** Picks the text in `language`, falling back to en then fr then any language that has content. */
export function pickTranslation(value: Translated | undefined | null, language: Language): string {
  if (!value) return '';
  const order: Language[] = [language, 'en', 'fr', ...LANGUAGES];
  for (const lang of order) {
    const text = value[lang];
    if (text && text.trim()) return text;
  }
  return '';
}
