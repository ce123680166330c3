import { useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ActionPopin } from './ActionPopin';

interface ReasonDialogProps {
  /** Translated texts: the question, what it does, the field's label and the confirm button. */
  title: string;
  content: string;
  reasonLabel: string;
  confirmLabel: string;
  /** i18n key of the counter under the field, given `count` and `max`. */
  counterKey: string;
  max: number;
  /** The confirm button waits for a reason. */
  required?: boolean;
  /** True while the refusal is sent: both buttons wait. */
  busy: boolean;
  /** The reason as typed (the server trims it). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A refusal asked first, with a reason mailed to the person refused. Escape, the overlay and Cancel change nothing. */
export const ReasonDialog = ({ title, content, reasonLabel, confirmLabel, counterKey, max, required, busy, onConfirm, onClose }: ReasonDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <ActionPopin
      title={title}
      action={{ label: confirmLabel, color: 'error', icon: <CloseIcon />, disabled: required && !reason.trim() }}
      busy={busy}
      onAction={() => onConfirm(reason)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <DialogContentText>{content}</DialogContentText>
        <TextField
          label={reasonLabel}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={translate(counterKey, { count: reason.length, max })}
          multiline
          minRows={3}
          fullWidth
          required={required}
          autoFocus
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </Stack>
    </ActionPopin>
  );
};
