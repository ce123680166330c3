import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The new token's secret, shown this once: a warning, the secret selected for copying, a copy button.
 * Closing (the button, Escape, the overlay) forgets it; nothing else in the back-office can show it again.
 */
export const SecretReveal = ({ secret, onDone }: { secret: string; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify('portal.api_tokens.copied', { type: 'success' });
    } catch {
      notify('portal.api_tokens.copy_failed', { type: 'warning' });
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('portal.api_tokens.secret_warning')}</Alert>
          <TextField
            label={translate('portal.api_tokens.secret_label')}
            value={secret}
            fullWidth
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy} variant={copied ? 'outlined' : 'contained'}>
          {translate('portal.api_tokens.copy')}
        </Button>
        <Button onClick={onDone}>{translate('portal.api_tokens.done')}</Button>
      </DialogActions>
    </>
  );
};
