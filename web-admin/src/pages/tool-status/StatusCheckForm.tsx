import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DEFAULT_ACCEPTED_STATUSES, STATUS_CHECK_LIMITS, type StatusCheckSettings } from '@contracts';
import { statusErrorNotice, statusFieldErrors } from './statusFieldErrors';
import type { StatusCheckInput } from '../../api/toolStatusMethods';

interface Props {
  check: StatusCheckSettings | null;
  toolUrl: string;
  onSave: (input: StatusCheckInput) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The check's settings: saved whole; every refused field shows its own translated message and nothing is saved. */
export const StatusCheckForm = ({ check, toolUrl, onSave, onRemove }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState({
    url: check?.url ?? toolUrl,
    accepted: check?.accepted ?? DEFAULT_ACCEPTED_STATUSES,
    intervalSeconds: String(check?.intervalSeconds ?? STATUS_CHECK_LIMITS.defaultIntervalSeconds),
    timeoutMs: String(check?.timeoutMs ?? STATUS_CHECK_LIMITS.defaultTimeoutMs),
    slowMs: String(check?.slowMs ?? STATUS_CHECK_LIMITS.defaultSlowMs),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values, type: 'text' | 'number' = 'text', min?: number) => (
    <TextField
      label={translate(`portal.tool_status.check.${name}`)}
      value={values[name]}
      type={type}
      size="small"
      slotProps={{ htmlInput: min === undefined ? {} : { min } }}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? translate(`portal.tool_status.check.${name}_help`, { _: ' ' })}
      fullWidth={name === 'url'}
    />
  );
  const save = async () => {
    setBusy(true);
    try {
      await onSave({ url: values.url, accepted: values.accepted, intervalSeconds: numberOrNull(values.intervalSeconds), timeoutMs: numberOrNull(values.timeoutMs), slowMs: numberOrNull(values.slowMs) });
      setErrors({});
      notify('portal.tool_status.check.saved', { type: 'success' });
    } catch (error) {
      setErrors(statusFieldErrors(error, translate));
      notify(statusErrorNotice(error, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
      {field('url')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {field('accepted')}
        {field('intervalSeconds', 'number', STATUS_CHECK_LIMITS.minIntervalSeconds)}
        {field('timeoutMs', 'number', STATUS_CHECK_LIMITS.minTimeoutMs)}
        {field('slowMs', 'number', STATUS_CHECK_LIMITS.minSlowMs)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(check ? 'portal.tool_status.check.save' : 'portal.tool_status.check.turn_on')}
        </Button>
        {check && (
          <Button color="error" disabled={busy} onClick={() => void onRemove().then(() => notify('portal.tool_status.check.removed', { type: 'info' }))}>
            {translate('portal.tool_status.check.turn_off')}
          </Button>
        )}
      </Box>
    </Stack>
  );
};
