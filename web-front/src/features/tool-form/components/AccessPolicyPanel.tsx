import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_LIMITS, checkAccessPolicy, type AccessPolicyWire, type RuleViolation } from '@contracts';
import { getAccessPolicy, saveAccessPolicy } from '@/api/access-request-calls';
import { errorMessage } from '@/components/notifications/error-message';
import { useNotify } from '@/components/notifications/notifications-context';
import { useDirectoryNames, useGroupTitle } from '@/features/directory';
import { policyOfValues, policyValuesOf, type AccessPolicyValues } from '../access-policy-values';
import { DirectoryPicker } from './DirectoryPicker';

const APPROVER_KINDS = ['managers', 'group', 'people'] as const;

/** The "Access requests" part of a private tool's edit form, saved on its own: shown only to those the policy route answers. */
export function AccessPolicyPanel({ toolId }: { toolId: string }) {
  const policy = useQuery({ queryKey: ['access-policy', toolId], queryFn: () => getAccessPolicy(toolId), retry: false, meta: { quiet: true } });
  const names = useDirectoryNames(policy.data?.approvers.kind === 'people' ? policy.data.approvers.userIds : []);
  const groupTitle = useGroupTitle(policy.data?.approvers.kind === 'group' ? policy.data.approvers.groupId : null);
  if (!policy.data || !names || groupTitle === undefined) return null;
  return <AccessPolicyForm key={toolId} policy={policy.data} initial={policyValuesOf(policy.data, (id) => names(id) ?? { id, label: id, kind: 'person' }, groupTitle)} />;
}

function AccessPolicyForm({ policy, initial }: { policy: AccessPolicyWire; initial: AccessPolicyValues }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const ids = { switch: useId(), days: useId(), question: useId() };
  const [values, setValues] = useState(initial);
  const [violations, setViolations] = useState<RuleViolation[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<AccessPolicyValues>) => setValues((current) => ({ ...current, ...change }));
  const errorOf = (field: string) => {
    const violation = violations.find((v) => v.field === field);
    return violation ? t(`errors.codes.${violation.code}`, violation.params ?? {}) : undefined;
  };

  const save = async () => {
    const body = policyOfValues(values);
    const broken = values.requestable ? checkAccessPolicy(body) : [];
    setViolations(broken);
    if (broken.length) return;
    setSaving(true);
    try {
      const saved = await saveAccessPolicy(policy.toolId, body);
      client.setQueryData(['access-policy', policy.toolId], saved);
      notify.success(t('toolForm.access.saved'));
    } catch (error) {
      notify.error(errorMessage(error, t, i18n.exists.bind(i18n)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="tool-form__access">
      <legend>{t('toolForm.access.legend')}</legend>
      <label className="field__label" htmlFor={ids.switch}>
        <input id={ids.switch} type="checkbox" role="switch" checked={values.requestable} onChange={(event) => set({ requestable: event.target.checked })} />{' '}
        {t('toolForm.access.requestable')}
      </label>
      {values.requestable && (
        <>
          <fieldset className="field">
            <legend className="field__label">{t('toolForm.access.approvers')}</legend>
            {APPROVER_KINDS.map((kind) => (
              <label key={kind} className="tool-form__access-choice">
                <input type="radio" name={`${ids.switch}-approvers`} checked={values.approvers === kind} onChange={() => set({ approvers: kind })} /> {t(`toolForm.access.approverKinds.${kind}`)}
              </label>
            ))}
            {errorOf('approvers') && <p className="field__error">{errorOf('approvers')}</p>}
          </fieldset>
          {values.approvers === 'people' && (
            <DirectoryPicker label={t('toolForm.access.people')} value={values.people} onChange={(people) => set({ people })} withGroups={false} />
          )}
          {values.approvers === 'group' && (
            <DirectoryPicker label={t('toolForm.access.group')} value={values.group} onChange={(group) => set({ group: group.filter((entry) => entry.kind === 'group').slice(-1) })} withGroups />
          )}
          <div className={`field${errorOf('maxDays') ? ' field--invalid' : ''}`}>
            <label className="tool-form__access-choice">
              <input type="checkbox" checked={values.unlimited} onChange={(event) => set({ unlimited: event.target.checked })} /> {t('toolForm.access.unlimited')}
            </label>
            {!values.unlimited && (
              <>
                <label className="field__label" htmlFor={ids.days}>
                  {t('toolForm.access.maxDays')}
                </label>
                <input id={ids.days} className="field__input field__input--short" type="number" min={1} max={ACCESS_REQUEST_LIMITS.maxDays} value={values.maxDays} onChange={(event) => set({ maxDays: event.target.value })} aria-invalid={!!errorOf('maxDays') || undefined} />
              </>
            )}
            {errorOf('maxDays') && <p className="field__error">{errorOf('maxDays')}</p>}
          </div>
          <div className={`field${errorOf('question') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.question}>
              {t('toolForm.access.question')}
            </label>
            <input id={ids.question} className="field__input" value={values.question} onChange={(event) => set({ question: event.target.value })} aria-invalid={!!errorOf('question') || undefined} />
            {errorOf('question') && <p className="field__error">{errorOf('question')}</p>}
          </div>
        </>
      )}
      <button type="button" className={`button${saving ? ' button--pending' : ''}`} disabled={saving} onClick={() => void save()}>
        {t('toolForm.access.save')}
      </button>
    </fieldset>
  );
}
