import { DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionPopin } from './ActionPopin';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** i18n keys of the question's title and text, translated with translateOptions. */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** True while the confirmed action runs: the buttons wait. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation before a destructive or far-reaching action, drawn by the back-office's one dialog. */
export const ConfirmDialog = ({ isOpen, title, content, translateOptions, loading = false, onConfirm, onClose }: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <ActionPopin
      open={isOpen}
      title={translate(title, translateOptions)}
      action={{ label: translate('ra.action.confirm'), color: 'primary', autoFocus: true }}
      busy={loading}
      onAction={onConfirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>{translate(content, translateOptions)}</DialogContentText>
    </ActionPopin>
  );
};
