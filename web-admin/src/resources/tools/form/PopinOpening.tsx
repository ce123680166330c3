import { useEffect } from 'react';
import { Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Where the edit popin will open, during the spec's 1200 ms delay: says at once that the click was
 * taken. Escape or Cancel gives up the opening (the popin then never shows).
 */
export const PopinOpening = ({ onCancel }: { onCancel: () => void }) => {
  const translate = useTranslate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Paper
      role="status"
      elevation={8}
      sx={{
        position: 'fixed',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        zIndex: (theme) => theme.zIndex.modal,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 2,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('portal.tools.form.opening')}</Typography>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
    </Paper>
  );
};
