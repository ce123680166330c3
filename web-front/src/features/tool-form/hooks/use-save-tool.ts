import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, SubmissionKeys, type AccessPolicyWire, type ToolCard } from '@contracts';
import { saveAccessPolicy } from '@/api/access-request-calls';
import { ApiError } from '@/api/client';
import { postApp, updateApp } from '@/api/tool-calls';
import { errorMessage } from '@/components/notifications/error-message';
import { useNotify } from '@/components/notifications/notifications-context';
import { useToolsChanged } from '@/lib/tools-changed';
import { toolBodyOf, type ToolFormValues } from '../tool-form-values';

/**
 * Sends the form (postApp, or updateApp for `toolId`). On success the lists reload, `done` closes the
 * popup and the notice follows 1.5 s later (spec): the validation-success message when the change
 * waits for an administrator. A new tool's submission carries one Idempotency-Key, kept while the same
 * form is sent again after a failure, so a retry never creates a second tool. A new tool's access settings
 * are stored right after its creation (`PUT access-requests/tools/{id}/policy`); if that step fails, the tool
 * stays created and an error notice says so, with the server's reason, translated.
 */
export function useSaveTool(toolId: string | null, done: () => void) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const toolsChanged = useToolsChanged();
  const [submissions] = useState(() => new SubmissionKeys());
  const storeAccessPolicy = async (saved: ToolCard, policy: Omit<AccessPolicyWire, 'toolId'>) => {
    if (saved.has_pending_validation) return notify.error(t('toolForm.access.afterApproval'));
    try {
      await saveAccessPolicy(saved._id, policy);
    } catch (error) {
      notify.error(t('toolForm.access.createFailed', { reason: errorMessage(error, t, i18n.exists.bind(i18n)) }));
    }
  };
  const mutation = useMutation({
    mutationFn: async ({ values, accessPolicy }: { values: ToolFormValues; accessPolicy: Omit<AccessPolicyWire, 'toolId'> | null }) => {
      const body = toolBodyOf(values);
      if (toolId) return updateApp({ ...body, _id: toolId });
      const created = await postApp(body, submissions.keyFor(body));
      if (accessPolicy) await storeAccessPolicy(created, accessPolicy);
      return created;
    },
    onSuccess: (saved) => {
      submissions.succeeded();
      void toolsChanged();
      done();
      const message = saved?.has_pending_validation ? t('toolForm.validationSuccess') : t('toolForm.saved');
      setTimeout(() => notify.success(message), LIMITS.successNoticeDelayMs);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.handled)) notify.error(error);
    },
  });
  const save = (values: ToolFormValues, accessPolicy: Omit<AccessPolicyWire, 'toolId'> | null = null) => mutation.mutate({ values, accessPolicy });
  return { save, saving: mutation.isPending };
}
