import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contracts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

/** One configured instance for the app and the tests. */
export const i18n = i18next.createInstance();

// Screen readers and hyphenation follow <html lang>, so it must track the interface language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The locales are small and bundled, so the first render never waits for a download. */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  return i18n.use(initReactI18next).init({
    resources: {
      en: { translation: en },
      fr: { translation: fr },
      zh: { translation: zh },
      ja: { translation: ja },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: false },
  });
}
