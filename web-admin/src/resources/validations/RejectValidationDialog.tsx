import { useState } from 'react';
import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { LIMITS } from '@contracts';
import { Popin } from '../../components/Popin';

interface RejectValidationDialogProps {
  /** The tool's name and who asked, so the administrator sees what they are about to reject. */
  toolName: string;
  editor: string;
  /** True while the rejection is sent: both buttons wait. */
  busy: boolean;
  /** The reason as typed (the server trims it; empty means none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Rejecting is not undoable (a rejected creation is removed), so Reject asks first, with an optional
 * reason that goes into the editor's mail. Escape, the overlay and Cancel leave the request waiting.
 */
export const RejectValidationDialog = ({ toolName, editor, busy, onConfirm, onClose }: RejectValidationDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const max = LIMITS.rejectionReasonMaxLength;
  return (
    <Popin
      title={translate('portal.validations.reject_dialog.title')}
      onClose={busy ? () => undefined : onClose}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => onConfirm(reason)}>
            {translate('portal.validations.reject_dialog.confirm')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>{translate('portal.validations.reject_dialog.content', { name: toolName, editor })}</DialogContentText>
        <TextField
          label={translate('portal.validations.reject_dialog.reason')}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={translate('portal.validations.reject_dialog.reason_help', { count: reason.length, max })}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </Stack>
    </Popin>
  );
};
