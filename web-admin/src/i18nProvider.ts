import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contracts';
import { CATALOGUE } from './i18n/catalogue';
import { LANGUAGE_NAMES, initialLanguage } from './i18n/language';

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { translation: convertRaTranslationsToI18next(CATALOGUE[language]) },
  ]),
);

/** Offering more than one locale makes react-admin's app bar show its language switcher. */
const LOCALES = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

/** All four languages are bundled: they weigh a few kilobytes and switching stays instant. */
export function createI18nProvider(language: Language = initialLanguage()): Promise<I18nProvider> {
  const instance = createInstance();
  // Screen readers and the browser's spell checker follow the page language.
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return getI18nProvider(
    instance,
    {
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources,
      interpolation: { escapeValue: false }, // React escapes already
    },
    LOCALES,
  );
}
