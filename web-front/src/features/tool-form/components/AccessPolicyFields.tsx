import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_LIMITS } from '@contracts';
import type { AccessPolicyValues } from '../access-policy-values';
import { DirectoryPicker } from './DirectoryPicker';

const APPROVER_KINDS = ['managers', 'group', 'people'] as const;

interface AccessPolicyFieldsProps {
  values: AccessPolicyValues;
  onChange: (change: Partial<AccessPolicyValues>) => void;
  /** A field's broken rule, translated, once the person tried to save. */
  errorOf: (field: string) => string | undefined;
}

/**
 * The requestable switch and, when on, who decides, the longest access and the question: shared by a
 * private tool's edit form (saved on its own button) and the add form (saved right after the creation).
 */
export function AccessPolicyFields({ values, onChange, errorOf }: AccessPolicyFieldsProps) {
  const { t } = useTranslation();
  const ids = { switch: useId(), days: useId(), question: useId() };
  return (
    <>
      <label className="field__label" htmlFor={ids.switch}>
        <input id={ids.switch} type="checkbox" role="switch" checked={values.requestable} onChange={(event) => onChange({ requestable: event.target.checked })} />{' '}
        {t('toolForm.access.requestable')}
      </label>
      {values.requestable && (
        <>
          <fieldset className="field">
            <legend className="field__label">{t('toolForm.access.approvers')}</legend>
            {APPROVER_KINDS.map((kind) => (
              <label key={kind} className="tool-form__access-choice">
                <input type="radio" name={`${ids.switch}-approvers`} checked={values.approvers === kind} onChange={() => onChange({ approvers: kind })} /> {t(`toolForm.access.approverKinds.${kind}`)}
              </label>
            ))}
            {errorOf('approvers') && <p className="field__error">{errorOf('approvers')}</p>}
          </fieldset>
          {values.approvers === 'people' && (
            <DirectoryPicker label={t('toolForm.access.people')} value={values.people} onChange={(people) => onChange({ people })} withGroups={false} />
          )}
          {values.approvers === 'group' && (
            <DirectoryPicker label={t('toolForm.access.group')} value={values.group} onChange={(group) => onChange({ group: group.filter((entry) => entry.kind === 'group').slice(-1) })} withGroups />
          )}
          <div className={`field${errorOf('maxDays') ? ' field--invalid' : ''}`}>
            <label className="tool-form__access-choice">
              <input type="checkbox" checked={values.unlimited} onChange={(event) => onChange({ unlimited: event.target.checked })} /> {t('toolForm.access.unlimited')}
            </label>
            {!values.unlimited && (
              <>
                <label className="field__label" htmlFor={ids.days}>
                  {t('toolForm.access.maxDays')}
                </label>
                <input id={ids.days} className="field__input field__input--short" type="number" min={1} max={ACCESS_REQUEST_LIMITS.maxDays} value={values.maxDays} onChange={(event) => onChange({ maxDays: event.target.value })} aria-invalid={!!errorOf('maxDays') || undefined} />
              </>
            )}
            {errorOf('maxDays') && <p className="field__error">{errorOf('maxDays')}</p>}
          </div>
          <div className={`field${errorOf('question') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.question}>
              {t('toolForm.access.question')}
            </label>
            <input id={ids.question} className="field__input" value={values.question} onChange={(event) => onChange({ question: event.target.value })} aria-invalid={!!errorOf('question') || undefined} />
            {errorOf('question') && <p className="field__error">{errorOf('question')}</p>}
          </div>
        </>
      )}
    </>
  );
}
