import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, LIMITS, type Language } from '@contracts';
import { errorTextOf, type FieldErrors } from '../field-errors';
import type { Texts, ToolFormValues } from '../tool-form-values';

type TextField = 'title' | 'description' | 'url';

interface LanguageTextsProps {
  values: Pick<ToolFormValues, TextField>;
  onChange: (field: TextField, language: Language, text: string) => void;
  errors: FieldErrors;
  initialLanguage: Language;
  disabled?: boolean;
}

const hasContent = (values: Pick<ToolFormValues, TextField>, lang: Language) =>
  (['title', 'description', 'url'] as const).some((field) => (values[field] as Texts)[lang].trim());

/**
 * The title, description and address of each language, one tab per language, worded and styled like
 * the back-office's tabs: each language under its own name, "URL" for the address.
 */
export function LanguageTexts({ values, onChange, errors, initialLanguage, disabled }: LanguageTextsProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const ids = { title: useId(), description: useId(), url: useId() };
  const errorOf = (field: TextField) => errors[`${field}.${language}`];
  const describedBy = (field: TextField) => (errorOf(field) ? `${ids[field]}-error` : undefined);
  const description = values.description[language];

  const fieldError = (field: TextField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${ids[field]}-error`} className="field__error">
        {errorTextOf(error, t)}
      </p>
    ) : null;
  };

  return (
    <fieldset className="language-texts" disabled={disabled}>
      <legend>{t('toolForm.texts')}</legend>
      <div className="language-tabs" role="group" aria-label={t('toolForm.languages')}>
        {LANGUAGES.map((lang) => {
          const invalid = Object.keys(errors).some((field) => field.endsWith(`.${lang}`));
          return (
            <button
              key={lang}
              type="button"
              className={`language-tab${lang === language ? ' language-tab--current' : ''}${invalid ? ' language-tab--invalid' : ''}`}
              aria-pressed={lang === language}
              onClick={() => setLanguage(lang)}
            >
              <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
              {/* As in the back-office: a dot on a language with content, red when it has an error. */}
              {(invalid || hasContent(values, lang)) && <span className="language-tab__dot" aria-hidden="true" />}
              {hasContent(values, lang) && <span className="visually-hidden">{`, ${t('toolForm.filled')}`}</span>}
              {invalid && <span className="visually-hidden">{`, ${t('toolForm.hasErrors')}`}</span>}
            </button>
          );
        })}
      </div>
      {errors.languages && (
        <p className="field__error" role="alert">
          {errorTextOf(errors.languages, t)}
        </p>
      )}
      <div className={`field${errorOf('title') ? ' field--invalid' : ''}`}>
        <label htmlFor={ids.title} className="field__label">
          {t('toolForm.title', { language: LANGUAGE_NAMES[language] })}
        </label>
        {/* The server's limit (src/contracts), as the back-office's field: typing stops at it. */}
        <input
          id={ids.title}
          className="field__input"
          lang={language}
          maxLength={LIMITS.toolTitleMaxLength}
          value={values.title[language]}
          onChange={(event) => onChange('title', language, event.target.value)}
          aria-invalid={!!errorOf('title') || undefined}
          aria-describedby={[`${ids.title}-counter`, describedBy('title')].filter(Boolean).join(' ')}
        />
        <p id={`${ids.title}-counter`} className="field__counter">
          {t('toolForm.counter', { count: values.title[language].length, max: LIMITS.toolTitleMaxLength })}
        </p>
        {fieldError('title')}
      </div>
      <div className={`field${errorOf('description') ? ' field--invalid' : ''}`}>
        <label htmlFor={ids.description} className="field__label">
          {t('toolForm.description', { language: LANGUAGE_NAMES[language] })}
        </label>
        <textarea
          id={ids.description}
          className="field__input"
          rows={4}
          value={description}
          onChange={(event) => onChange('description', language, event.target.value)}
          aria-invalid={!!errorOf('description') || undefined}
          aria-describedby={[`${ids.description}-counter`, describedBy('description')].filter(Boolean).join(' ')}
        />
        <p id={`${ids.description}-counter`} className={`field__counter${description.trim().length > LIMITS.toolDescriptionMaxLength ? ' field__counter--over' : ''}`}>
          {t('toolForm.counter', { count: description.trim().length, max: LIMITS.toolDescriptionMaxLength })}
        </p>
        {fieldError('description')}
      </div>
      <div className={`field${errorOf('url') ? ' field--invalid' : ''}`}>
        <label htmlFor={ids.url} className="field__label">
          {t('toolForm.url', { language: LANGUAGE_NAMES[language] })}
        </label>
        <input id={ids.url} type="url" inputMode="url" className="field__input" value={values.url[language]} placeholder="https://" onChange={(event) => onChange('url', language, event.target.value)} aria-invalid={!!errorOf('url') || undefined} aria-describedby={describedBy('url')} />
        {fieldError('url')}
      </div>
    </fieldset>
  );
}
