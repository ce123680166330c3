import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDisplayDate, STATUS_CHECK_LIMITS, toLanguage, type StatusHistory } from '@contracts';
import { statusErrorNotice, statusFieldErrors } from './statusFieldErrors';

interface Props {
  maintenance: StatusHistory['maintenance'];
  onDeclare: (maintenance: { message: string; until: string }) => Promise<unknown>;
  onEnd: () => Promise<unknown>;
}

/** `datetime-local` reads and writes the browser's local time; the server gets an ISO instant. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');

/** Declares a maintenance (message, end) shown on the tool's tile until its end, or ends the current one. */
export const MaintenanceForm = ({ maintenance, onDeclare, onEnd }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const declare = async () => {
    try {
      await onDeclare({ message, until: toInstant(until) });
      setErrors({});
      notify('portal.tool_status.maintenance.declared', { type: 'success' });
    } catch (error) {
      setErrors(statusFieldErrors(error, translate));
      notify(statusErrorNotice(error, translate), { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      {maintenance && (
        <Alert severity="info" action={<Button onClick={() => void onEnd()}>{translate('portal.tool_status.maintenance.end')}</Button>}>
          {translate('portal.tool_status.maintenance.current', { date: formatDisplayDate(maintenance.until, toLanguage(locale), { withTime: true }) })}
          {maintenance.message ? ` — ${maintenance.message}` : ''}
        </Alert>
      )}
      <Box component="form" noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} onSubmit={(event) => { event.preventDefault(); void declare(); }}>
        <TextField
          label={translate('portal.tool_status.maintenance.message')}
          value={message}
          size="small"
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: STATUS_CHECK_LIMITS.maintenanceMessageLength } }}
          error={!!errors.message}
          helperText={errors.message ?? ' '}
          sx={{ flex: '1 1 280px' }}
        />
        <TextField
          label={translate('portal.tool_status.maintenance.until')}
          type="datetime-local"
          value={until}
          size="small"
          onChange={(event) => setUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!errors.until}
          helperText={errors.until ?? ' '}
        />
        <Button type="submit" variant="outlined">
          {translate('portal.tool_status.maintenance.declare')}
        </Button>
      </Box>
    </Stack>
  );
};
