import { useState } from 'react';
import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCESS_REQUEST_LIMITS, type AccessRequestWire } from '@contracts';
import { Popin } from '../../../components/Popin';
import { accessDuration } from './accessDuration';

export type AccessDecision = 'approve' | 'refuse';

interface AccessDecisionDialogProps {
  request: AccessRequestWire;
  decision: AccessDecision;
  /** True while the decision is sent: both buttons wait. */
  busy: boolean;
  /** The refusal's reason as typed (empty when approving). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A decision is final (the requester is mailed at once), so both ask first. Approving grants the
 * duration the person asked for, which the server has already checked against the tool's maximum;
 * refusing needs a reason, mailed to the requester, so its button waits for one.
 */
export const AccessDecisionDialog = ({ request, decision, busy, onConfirm, onClose }: AccessDecisionDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const max = ACCESS_REQUEST_LIMITS.reasonLength;
  const names = { requester: request.requester.fullname, tool: request.toolTitle, duration: accessDuration(request.days, translate) };
  const refusing = decision === 'refuse';
  return (
    <Popin
      title={translate(`portal.access_requests.${decision}_dialog.title`)}
      onClose={busy ? () => undefined : onClose}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            color={refusing ? 'error' : 'primary'}
            disabled={busy || (refusing && !reason.trim())}
            onClick={() => onConfirm(reason)}
          >
            {translate(`portal.access_requests.${decision}`)}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>{translate(`portal.access_requests.${decision}_dialog.content`, names)}</DialogContentText>
        {refusing && (
          <TextField
            label={translate('portal.access_requests.refuse_dialog.reason')}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={translate('portal.access_requests.refuse_dialog.reason_help', { count: reason.length, max })}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        )}
      </Stack>
    </Popin>
  );
};
