import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contracts';

/** Shared with the employee front, so a language chosen on either side holds on both. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Each language under its own name, so readers find theirs whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  zh: '中文',
  ja: '日本語',
};

/** "fr", "fr-FR" or a JSON-quoted "\"fr\"" give fr; anything unsupported gives undefined. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.replace(/"/g, '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

export function readStoredLanguage(): Language | undefined {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function storeLanguage(language: Language | undefined): void {
  try {
    if (language) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // the choice then lasts for this page only
  }
}

/** The stored choice, else the browser's first supported language, else English (spec section 1). */
export function initialLanguage(): Language {
  const browser = (navigator.languages ?? [navigator.language]).map(parseLanguage).find(Boolean);
  return readStoredLanguage() ?? browser ?? DEFAULT_LANGUAGE;
}
