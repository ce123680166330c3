import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { checkAccessPolicy, type RuleViolation } from '@contracts';
import { translateWorkflowError } from '../../../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../../../dataProvider';
import { AccessPolicyFields, draftOf, policyOf, type AccessPolicyDraft } from './AccessPolicyFields';
import { accessPolicyKey, useAccessPolicy, type LoadedAccessPolicy } from './useAccessPolicy';

/**
 * A private tool's "Requestable" switch and its settings (issue 35): who decides, the longest access, a
 * question to the requester. Saved apart from the tool (`PUT access-requests/tools/:id/policy`), by an
 * administrator, the tool's managers, or the sub-administrator of its subsidiary; the server refuses the others.
 */
const AccessPolicyForm = ({ toolId, loaded }: { toolId: string; loaded: LoadedAccessPolicy }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [tried, setTried] = useState(false);
  const change = (next: Partial<AccessPolicyDraft>) => setDraft((current) => ({ ...current, ...next }));
  const violations = draft.requestable ? checkAccessPolicy(policyOf(draft)) : [];
  const errorOf = (field: string) => {
    const violation: RuleViolation | undefined = tried ? violations.find((found) => found.field === field) : undefined;
    return violation && translate(`portal.workflow_errors.${violation.code.replace(/\./g, '_')}`, violation.params);
  };
  const save = useMutation({
    mutationFn: () => dataProvider.saveAccessPolicy(toolId, policyOf(draft)),
    onSuccess: () => {
      notify('portal.access_requests.policy.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: accessPolicyKey(toolId) });
    },
    onError: (error) => notify(translateWorkflowError(error, translate), { type: 'error' }),
  });
  const submit = () => {
    setTried(true);
    if (!violations.length) save.mutate();
  };
  return (
    <Stack spacing={2} component="section" aria-label={translate('portal.access_requests.policy.requestable')}>
      <AccessPolicyFields idPrefix={toolId} draft={draft} change={change} errorOf={errorOf} />
      <Box>
        <Button variant="outlined" onClick={submit} disabled={save.isPending}>
          {translate('portal.access_requests.policy.save')}
        </Button>
      </Box>
    </Stack>
  );
};

/** The panel under a private tool's edit form: the policy once read, or why it cannot be shown. */
export const AccessPolicyPanel = ({ toolId }: { toolId: string }) => {
  const translate = useTranslate();
  const policy = useAccessPolicy(toolId);
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {policy.isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : policy.isError ? (
        <Alert severity="warning">
          {(policy.error as { body?: unknown }).body ? translateWorkflowError(policy.error, translate) : translate('portal.access_requests.policy.load_error')}
        </Alert>
      ) : (
        <AccessPolicyForm key={policy.dataUpdatedAt} toolId={toolId} loaded={policy.data} />
      )}
    </Box>
  );
};
