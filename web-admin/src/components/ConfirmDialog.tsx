import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Popin } from './Popin';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** i18n keys of the question's title and text, translated with translateOptions. */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** True while the confirmed action runs: the confirm button waits. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation before a destructive or far-reaching action, drawn by the back-office's one dialog. */
export const ConfirmDialog = ({ isOpen, title, content, translateOptions, loading = false, onConfirm, onClose }: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Popin
      open={isOpen}
      onClose={onClose}
      maxWidth="xs"
      title={translate(title, translateOptions)}
      actions={
        <>
          <Button onClick={onClose} disabled={loading}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="primary" onClick={onConfirm} disabled={loading} autoFocus>
            {translate('ra.action.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>{translate(content, translateOptions)}</DialogContentText>
    </Popin>
  );
};
