import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ACCESS_REQUEST_LIMITS, checkAccessPolicy, type AccessApprovers, type AccessPolicyWire, type RuleViolation } from '@contracts';
import { DirectoryPicker } from '../../../../components/directory/DirectoryPicker';
import { translateWorkflowError } from '../../../../components/translateWorkflowError';
import type { DirectoryEntry } from '../../../../api/directoryEntry';
import type { PortalDataProvider } from '../../../../dataProvider';
import { accessPolicyKey, useAccessPolicy, type LoadedAccessPolicy } from './useAccessPolicy';

type Draft = { requestable: boolean; kind: AccessApprovers['kind']; approvers: DirectoryEntry[]; unlimited: boolean; days: string; question: string };

const draftOf = ({ policy, approverEntries }: LoadedAccessPolicy): Draft => ({
  requestable: policy.requestable,
  kind: policy.approvers.kind,
  approvers: approverEntries,
  unlimited: policy.maxDays === null,
  days: policy.maxDays === null ? '' : String(policy.maxDays),
  question: policy.question ?? '',
});

function policyOf(draft: Draft): Omit<AccessPolicyWire, 'toolId'> {
  const approvers: AccessApprovers =
    draft.kind === 'group'
      ? { kind: 'group', groupId: draft.approvers[0]?.id ?? '' }
      : draft.kind === 'people'
        ? { kind: 'people', userIds: draft.approvers.map((entry) => entry.id) }
        : { kind: 'managers' };
  return { requestable: draft.requestable, approvers, maxDays: draft.unlimited ? null : Number(draft.days), question: draft.question.trim() || null };
}

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
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
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
  const t = (key: string) => translate(`portal.access_requests.policy.${key}`);

  return (
    <Stack spacing={2} component="section" aria-label={t('requestable')}>
      <FormControlLabel control={<Switch checked={draft.requestable} onChange={(event) => change({ requestable: event.target.checked })} />} label={t('requestable')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
        {t('requestable_help')}
      </Typography>
      {draft.requestable && (
        <>
          <FormControl error={!!errorOf('approvers')}>
            <FormLabel id={`approvers-${toolId}`}>{t('approvers')}</FormLabel>
            <RadioGroup row aria-labelledby={`approvers-${toolId}`} value={draft.kind} onChange={(event) => change({ kind: event.target.value as Draft['kind'], approvers: [] })}>
              {(['managers', 'group', 'people'] as const).map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`approvers_${kind}`)} />
              ))}
            </RadioGroup>
            {draft.kind !== 'managers' && (
              <DirectoryPicker
                label={t(`approvers_${draft.kind}`)}
                kinds={draft.kind === 'group' ? ['group'] : ['user']}
                single={draft.kind === 'group'}
                value={draft.approvers}
                onChange={(approvers) => change({ approvers })}
                error={errorOf('approvers')}
              />
            )}
          </FormControl>
          <FormControl error={!!errorOf('maxDays')}>
            <FormLabel id={`max-${toolId}`}>{t('max')}</FormLabel>
            <RadioGroup row aria-labelledby={`max-${toolId}`} value={draft.unlimited ? 'unlimited' : 'days'} onChange={(event) => change({ unlimited: event.target.value === 'unlimited' })}>
              <FormControlLabel value="unlimited" control={<Radio />} label={t('max_unlimited')} />
              <FormControlLabel value="days" control={<Radio />} label={t('max_days')} />
            </RadioGroup>
            {!draft.unlimited && (
              <TextField
                type="number"
                label={t('max_days_field')}
                value={draft.days}
                onChange={(event) => change({ days: event.target.value })}
                error={!!errorOf('maxDays')}
                slotProps={{ htmlInput: { min: 1, max: ACCESS_REQUEST_LIMITS.maxDays } }}
                sx={{ maxWidth: 160 }}
              />
            )}
            {errorOf('maxDays') && <FormHelperText>{errorOf('maxDays')}</FormHelperText>}
          </FormControl>
          <TextField
            label={t('question')}
            value={draft.question}
            onChange={(event) => change({ question: event.target.value })}
            error={!!errorOf('question')}
            helperText={errorOf('question') || `${draft.question.length} / ${ACCESS_REQUEST_LIMITS.questionLength}`}
            multiline
            fullWidth
            slotProps={{ htmlInput: { maxLength: ACCESS_REQUEST_LIMITS.questionLength } }}
          />
        </>
      )}
      <Box>
        <Button variant="outlined" onClick={submit} disabled={save.isPending}>
          {t('save')}
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
