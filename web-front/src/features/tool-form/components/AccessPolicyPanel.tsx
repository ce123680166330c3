import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessPolicyWire, RuleViolation } from '@contracts';
import { getAccessPolicy, saveAccessPolicy } from '@/api/access-request-calls';
import { errorMessage } from '@/components/notifications/error-message';
import { useNotify } from '@/components/notifications/notifications-context';
import { useDirectoryNames, useGroupTitle } from '@/features/directory';
import { accessErrorOf, accessPolicyViolationsOf, policyOfValues, policyValuesOf, type AccessPolicyValues } from '../access-policy-values';
import { AccessPolicyFields } from './AccessPolicyFields';

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
  const [values, setValues] = useState(initial);
  const [violations, setViolations] = useState<RuleViolation[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<AccessPolicyValues>) => setValues((current) => ({ ...current, ...change }));
  const errorOf = (field: string) => accessErrorOf(violations, field, t);

  const save = async () => {
    const broken = accessPolicyViolationsOf(values);
    setViolations(broken);
    if (broken.length) return;
    setSaving(true);
    try {
      const saved = await saveAccessPolicy(policy.toolId, policyOfValues(values));
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
      <AccessPolicyFields values={values} onChange={set} errorOf={errorOf} />
      <button type="button" className={`button${saving ? ' button--pending' : ''}`} disabled={saving} onClick={() => void save()}>
        {t('toolForm.access.save')}
      </button>
    </fieldset>
  );
}
