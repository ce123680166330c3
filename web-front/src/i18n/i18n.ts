import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contracts';
import en from './locales/en.json';

/** One configured instance for the app and the tests. */
export const i18n = i18next.createInstance();

// Screen readers and hyphenation follow <html lang>, so it must track the interface language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The other languages' texts, each its own small chunk: most people need one of them at most. */
const OTHER_LOCALES: Record<string, () => Promise<{ default: object }>> = {
  fr: () => import('./locales/fr.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};

/** i18next asks it for a language it lacks; changeLanguage resolves once the texts are there. */
const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, done) {
    const load = OTHER_LOCALES[language];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/**
 * English (also the fallback) is bundled; French, Chinese and Japanese load on demand, which keeps the
 * front's initial JavaScript small. Start-up awaits this, so the first render is in the chosen language.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  return i18n.use(localeChunks).use(initReactI18next).init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: false },
    showSupportNotice: false, // the library's advertisement, not a message for the console of our users
  });
}
