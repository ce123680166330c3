import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contracts';
import en from './i18n/en';
import fr from './i18n/fr';
import ja from './i18n/ja';
import zh from './i18n/zh';
import { LANGUAGE_NAMES, initialLanguage } from './i18n/language';
import type { Messages } from './i18n/messages';
import { mergeMessages } from './i18n/mergeMessages';
import referenceDataEn from './i18n/referenceData/en';
import referenceDataFr from './i18n/referenceData/fr';
import referenceDataJa from './i18n/referenceData/ja';
import referenceDataZh from './i18n/referenceData/zh';
import jobsEn from './i18n/jobs/en';
import jobsFr from './i18n/jobs/fr';
import jobsJa from './i18n/jobs/ja';
import jobsZh from './i18n/jobs/zh';
import usageEn from './i18n/usage/en';
import usageFr from './i18n/usage/fr';
import usageJa from './i18n/usage/ja';
import usageZh from './i18n/usage/zh';

const MESSAGES: Record<Language, Messages> = {
  en: mergeMessages(mergeMessages(mergeMessages(en, referenceDataEn), jobsEn), usageEn),
  fr: mergeMessages(mergeMessages(mergeMessages(fr, referenceDataFr), jobsFr), usageFr),
  zh: mergeMessages(mergeMessages(mergeMessages(zh, referenceDataZh), jobsZh), usageZh),
  ja: mergeMessages(mergeMessages(mergeMessages(ja, referenceDataJa), jobsJa), usageJa),
};

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { translation: convertRaTranslationsToI18next(MESSAGES[language]) },
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
