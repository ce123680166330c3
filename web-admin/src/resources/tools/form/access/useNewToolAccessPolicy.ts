import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { checkAccessPolicy } from '@contracts';
import { translateWorkflowError } from '../../../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../../../dataProvider';
import { EMPTY_ACCESS_DRAFT, policyOf, type AccessPolicyDraft } from './AccessPolicyFields';

/**
 * The add form's access settings: held until the tool exists, checked before it is created (nothing is
 * sent while they break a rule), then stored right after its creation in the same submit. A failure of
 * that second step leaves the tool created and says so, translated, with the server's reason.
 */
export function useNewToolAccessPolicy() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [draft, setDraft] = useState<AccessPolicyDraft>(EMPTY_ACCESS_DRAFT);
  const [tried, setTried] = useState(false);
  const violations = draft.requestable ? checkAccessPolicy(policyOf(draft)) : [];
  const errorOf = (field: string) => {
    const violation = tried ? violations.find((found) => found.field === field) : undefined;
    return violation && translate(`portal.workflow_errors.${violation.code.replace(/\./g, '_')}`, violation.params);
  };
  return {
    draft,
    change: (next: Partial<AccessPolicyDraft>) => setDraft((current) => ({ ...current, ...next })),
    errorOf,
    /** False (and the broken rules shown) when a private tool's settings break a rule. */
    check(isPrivate: boolean): boolean {
      setTried(true);
      return !isPrivate || !violations.length;
    },
    /** Stores the settings of the created tool, when it is private and made requestable. */
    async storeFor(toolId: string | undefined, isPrivate: boolean, pending: boolean): Promise<void> {
      if (!isPrivate || !draft.requestable || !toolId) return;
      if (pending) return void notify('portal.access_requests.policy.after_approval', { type: 'warning' });
      try {
        await dataProvider.saveAccessPolicy(toolId, policyOf(draft));
      } catch (error) {
        notify('portal.access_requests.policy.create_failed', { type: 'error', messageArgs: { reason: translateWorkflowError(error, translate) } });
      }
    },
  };
}

export type NewToolAccessPolicy = ReturnType<typeof useNewToolAccessPolicy>;
