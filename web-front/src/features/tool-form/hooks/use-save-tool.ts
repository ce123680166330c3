import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, SubmissionKeys } from '@contracts';
import { ApiError } from '@/api/client';
import { postApp, updateApp } from '@/api/tool-calls';
import { useNotify } from '@/components/notifications/notifications-context';
import { useToolsChanged } from '@/lib/tools-changed';
import { toolBodyOf, type ToolFormValues } from '../tool-form-values';

/**
 * Sends the form (postApp, or updateApp for `toolId`). On success the lists reload, `done` closes the
 * popup and the notice follows 1.5 s later (spec): the validation-success message when the change
 * waits for an administrator. A new tool's submission carries one Idempotency-Key, kept while the same
 * form is sent again after a failure, so a retry never creates a second tool.
 */
export function useSaveTool(toolId: string | null, done: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const toolsChanged = useToolsChanged();
  const [submissions] = useState(() => new SubmissionKeys());
  const mutation = useMutation({
    mutationFn: (values: ToolFormValues) => {
      const body = toolBodyOf(values);
      return toolId ? updateApp({ ...body, _id: toolId }) : postApp(body, submissions.keyFor(body));
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
  return { save: mutation.mutate, saving: mutation.isPending };
}
