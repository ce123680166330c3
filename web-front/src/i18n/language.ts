import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@contracts';

/** Written by the header's language picker; read here first so a choice survives sign-ins. */
export const LANGUAGE_OVERRIDE_KEY = 'portal.language';

interface LanguageSources {
  override?: string | null;
  userLanguage?: string | null;
  browserLanguage?: string | null;
}

/**
 * Spec section 4: the local override, else the user's language, else the browser's, else en.
 * The first source that says something wins; an unsupported value becomes en rather than
 * falling through, so the result never depends on a source the user did not choose.
 */
export function chooseLanguage({ override, userLanguage, browserLanguage }: LanguageSources): Language {
  const first = [override, userLanguage, browserLanguage].find((value) => typeof value === 'string' && value.trim() !== '');
  return first ? toLanguage(first) : DEFAULT_LANGUAGE;
}

function readLanguageOverride(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_OVERRIDE_KEY);
  } catch {
    // Storage can be disabled by policy or private browsing: behave as if nothing was chosen.
    return null;
  }
}

/** Remembers the language picked in this browser (spec: the local override); false when storage is off. */
export function saveLanguageOverride(language: Language): boolean {
  try {
    window.localStorage.setItem(LANGUAGE_OVERRIDE_KEY, language);
    return true;
  } catch {
    return false;
  }
}

/** The language to use for the current browser, optionally knowing the signed-in user's language. */
export function currentLanguageChoice(userLanguage?: string | null): Language {
  return chooseLanguage({
    override: readLanguageOverride(),
    userLanguage,
    browserLanguage: typeof navigator === 'undefined' ? null : navigator.language,
  });
}
