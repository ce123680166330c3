import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage } from '@contracts';
import { saveLanguageOverride } from '@/i18n/language';

/**
 * The interface language of this browser: saved as the spec's local override (it wins over the
 * user's language at the next start-up) and applied at once; the lists reload in that language.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label className="visually-hidden" htmlFor={id}>
        {t('header.language')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={toLanguage(i18n.language)}
        onChange={(event) => {
          const language = toLanguage(event.target.value);
          saveLanguageOverride(language);
          void i18n.changeLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
