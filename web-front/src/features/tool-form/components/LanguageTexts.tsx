import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, LIMITS, type Language } from '@contracts';
import { Field } from '@/components/Field';
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
  const errorOf = (field: TextField) => {
    const error = errors[`${field}.${language}`];
    return error ? errorTextOf(error, t) : null;
  };
  const description = values.description[language];

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
      <Field
        id={ids.title}
        label={t('toolForm.title', { language: LANGUAGE_NAMES[language] })}
        error={errorOf('title')}
        note={{ text: t('toolForm.counter', { count: values.title[language].length, max: LIMITS.toolTitleMaxLength }), className: 'field__counter' }}
      >
        {/* The server's limit (src/contracts), as the back-office's field: typing stops at it. */}
        {(control) => (
          <input {...control} className="field__input" lang={language} maxLength={LIMITS.toolTitleMaxLength} value={values.title[language]} onChange={(event) => onChange('title', language, event.target.value)} />
        )}
      </Field>
      <Field
        id={ids.description}
        label={t('toolForm.description', { language: LANGUAGE_NAMES[language] })}
        error={errorOf('description')}
        note={{
          text: t('toolForm.counter', { count: description.trim().length, max: LIMITS.toolDescriptionMaxLength }),
          className: `field__counter${description.trim().length > LIMITS.toolDescriptionMaxLength ? ' field__counter--over' : ''}`,
        }}
      >
        {(control) => <textarea {...control} className="field__input" rows={4} value={description} onChange={(event) => onChange('description', language, event.target.value)} />}
      </Field>
      <Field id={ids.url} label={t('toolForm.url', { language: LANGUAGE_NAMES[language] })} error={errorOf('url')}>
        {(control) => (
          <input {...control} type="url" inputMode="url" className="field__input" value={values.url[language]} placeholder="https://" onChange={(event) => onChange('url', language, event.target.value)} />
        )}
      </Field>
    </fieldset>
  );
}
