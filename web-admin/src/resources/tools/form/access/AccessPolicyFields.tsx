import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCESS_REQUEST_LIMITS, type AccessApprovers, type AccessPolicyWire } from '@contracts';
import { DirectoryPicker } from '../../../../components/directory/DirectoryPicker';
import type { DirectoryEntry } from '../../../../api/directoryEntry';
import type { LoadedAccessPolicy } from './useAccessPolicy';

/** The access policy as its fields hold it: the approvers as picker entries, the days as typed. */
export type AccessPolicyDraft = { requestable: boolean; kind: AccessApprovers['kind']; approvers: DirectoryEntry[]; unlimited: boolean; days: string; question: string };

export const draftOf = ({ policy, approverEntries }: LoadedAccessPolicy): AccessPolicyDraft => ({
  requestable: policy.requestable,
  kind: policy.approvers.kind,
  approvers: approverEntries,
  unlimited: policy.maxDays === null,
  days: policy.maxDays === null ? '' : String(policy.maxDays),
  question: policy.question ?? '',
});

export function policyOf(draft: AccessPolicyDraft): Omit<AccessPolicyWire, 'toolId'> {
  const approvers: AccessApprovers =
    draft.kind === 'group'
      ? { kind: 'group', groupId: draft.approvers[0]?.id ?? '' }
      : draft.kind === 'people'
        ? { kind: 'people', userIds: draft.approvers.map((entry) => entry.id) }
        : { kind: 'managers' };
  return { requestable: draft.requestable, approvers, maxDays: draft.unlimited ? null : Number(draft.days), question: draft.question.trim() || null };
}

/** A new tool's policy before it is chosen: not requestable, decided by its managers. */
export const EMPTY_ACCESS_DRAFT: AccessPolicyDraft = { requestable: false, kind: 'managers', approvers: [], unlimited: true, days: '', question: '' };

interface AccessPolicyFieldsProps {
  /** Makes the radio groups' label ids unique on the page. */
  idPrefix: string;
  draft: AccessPolicyDraft;
  change: (next: Partial<AccessPolicyDraft>) => void;
  /** A field's broken rule, translated, once the person tried to save. */
  errorOf: (field: string) => string | undefined;
}

/** The requestable switch and, when on, who decides, the longest access and the question: shared by the edit panel and the add form. */
export const AccessPolicyFields = ({ idPrefix, draft, change, errorOf }: AccessPolicyFieldsProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`portal.access_requests.policy.${key}`);
  return (
    <>
      <FormControlLabel control={<Switch checked={draft.requestable} onChange={(event) => change({ requestable: event.target.checked })} />} label={t('requestable')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
        {t('requestable_help')}
      </Typography>
      {draft.requestable && (
        <>
          <FormControl error={!!errorOf('approvers')}>
            <FormLabel id={`approvers-${idPrefix}`}>{t('approvers')}</FormLabel>
            <RadioGroup row aria-labelledby={`approvers-${idPrefix}`} value={draft.kind} onChange={(event) => change({ kind: event.target.value as AccessPolicyDraft['kind'], approvers: [] })}>
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
            <FormLabel id={`max-${idPrefix}`}>{t('max')}</FormLabel>
            <RadioGroup row aria-labelledby={`max-${idPrefix}`} value={draft.unlimited ? 'unlimited' : 'days'} onChange={(event) => change({ unlimited: event.target.value === 'unlimited' })}>
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
    </>
  );
};
