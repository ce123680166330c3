import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type AccessPolicyWire, type Language } from '@contracts';
import type { UserCategory } from '@/api/wall-types';
import { errorTextOf, fieldErrorsOf } from '../field-errors';
import { useNewToolAccess } from '../hooks/use-new-tool-access';
import { violationsOf, type ToolFormValues } from '../tool-form-values';
import type { VisibilityOption } from '../visibility-options';
import { AccessPolicyFields } from './AccessPolicyFields';
import { CategoriesField } from './CategoriesField';
import { DirectoryPicker } from './DirectoryPicker';
import { LanguageTexts } from './LanguageTexts';
import { LogoField } from './LogoField';
import { VisibilityField } from './VisibilityField';

interface ToolFormProps {
  initial: ToolFormValues;
  visibilityOptions: VisibilityOption[];
  categories: UserCategory[];
  /** Awaiting approval: everything shown, nothing editable. */
  readOnly: boolean;
  saving: boolean;
  /** A new tool whose creation applies at once: its access settings are offered while it is private. */
  offerAccessPolicy?: boolean;
  /** `accessPolicy`: the settings to store once the tool exists, or null. */
  onSubmit: (values: ToolFormValues, accessPolicy: Omit<AccessPolicyWire, 'toolId'> | null) => void;
  onCancel: () => void;
}

/**
 * The tool form of back-office spec section 5. Rules are checked as the user types once a first
 * submit was tried, and a form with a broken rule is never sent: the save brings the error summary
 * at the top into view and moves the focus to it, wherever the Save button was.
 */
export function ToolForm({ initial, visibilityOptions, categories, readOnly, saving, offerAccessPolicy = false, onSubmit, onCancel }: ToolFormProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  // Counts the saves refused for broken rules: each one brings the summary into view and gives it the focus.
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const access = useNewToolAccess(offerAccessPolicy, values.visibility === 'private', tried);
  const toolViolations = useMemo(() => violationsOf(values), [values]);
  const violations = useMemo(() => [...toolViolations, ...access.violations], [toolViolations, access.violations]);
  const errors = tried ? fieldErrorsOf(toolViolations) : {};
  const change = (patch: Partial<ToolFormValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const changeText = (field: 'title' | 'description' | 'url', lang: Language, text: string) =>
    setValues((previous) => ({ ...previous, [field]: { ...previous[field], [lang]: text } }));
  const title = values.title[language] || values.title.en || values.title.fr || Object.values(values.title).find(Boolean) || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (readOnly) return;
    if (violations.length === 0) onSubmit(values, access.policy);
    else setRefusals((count) => count + 1);
  };

  useEffect(() => {
    if (refusals === 0) return;
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);

  return (
    <form className="tool-form" onSubmit={submit} noValidate>
      {tried && violations.length > 0 && (
        <p className="form-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          {t('toolForm.fixErrors', { count: violations.length })}
        </p>
      )}
      <LanguageTexts values={values} onChange={changeText} errors={errors} initialLanguage={language} disabled={readOnly} />
      <LogoField values={values} title={title} onChange={change} errors={errors} disabled={readOnly} />
      <CategoriesField
        categories={categories}
        value={values.categories}
        onChange={(categoriesChosen) => change({ categories: categoriesChosen })}
        error={errors.categories ? errorTextOf(errors.categories, t) : undefined}
        disabled={readOnly}
      />
      <DirectoryPicker
        label={t('toolForm.managers')}
        value={values.managers}
        onChange={(managers) => change({ managers })}
        withGroups={false}
        error={errors.managers ? errorTextOf(errors.managers, t) : undefined}
        disabled={readOnly}
      />
      <VisibilityField value={values} options={visibilityOptions} onChange={change} disabled={readOnly} />
      {values.visibility === 'private' && (
        <DirectoryPicker
          label={t('toolForm.viewers')}
          value={values.viewers}
          onChange={(viewers) => change({ viewers })}
          withGroups
          error={errors.users ? errorTextOf(errors.users, t) : undefined}
          disabled={readOnly}
        />
      )}
      {access.shown && (
        <fieldset className="tool-form__access">
          <legend>{t('toolForm.access.legend')}</legend>
          <AccessPolicyFields values={access.values} onChange={access.change} errorOf={access.errorOf} />
        </fieldset>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('toolForm.cancel')}
        </button>
        {readOnly ? (
          <button type="button" className="button button--pending" disabled>
            {t('toolForm.awaitingApproval')}
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('toolForm.saving') : t('toolForm.save')}
          </button>
        )}
      </div>
    </form>
  );
}
