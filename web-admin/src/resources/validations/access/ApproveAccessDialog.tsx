import { useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { approvedDaysOfField, checkApprovedDays, type AccessRequestWire } from '@contracts';
import { ActionPopin } from '../../../components/ActionPopin';
import { accessDuration } from './accessDuration';

interface ApproveAccessDialogProps {
  request: AccessRequestWire;
  busy: boolean;
  /** The days granted: null keeps those asked. */
  onConfirm: (days: number | null) => void;
  onClose: () => void;
}

/**
 * Approving asks first (the requester is mailed at once), and lets the approver grant fewer days
 * than asked: the field starts at the days asked (empty for an unlimited request) and the shared
 * rule bounds it by them; the server checks it again.
 */
export const ApproveAccessDialog = ({ request, busy, onConfirm, onClose }: ApproveAccessDialogProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(request.days === null ? '' : String(request.days));
  const days = approvedDaysOfField(text);
  const broken = checkApprovedDays(days, request.days)[0];
  const names = { requester: request.requester.fullname, tool: request.toolTitle, duration: accessDuration(request.days, translate) };
  return (
    <ActionPopin
      title={translate('portal.access_requests.approve_dialog.title')}
      action={{ label: translate('portal.access_requests.approve'), icon: <CheckIcon />, disabled: !!broken }}
      busy={busy}
      onAction={() => onConfirm(days === request.days ? null : (days as number | null))}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <DialogContentText>{translate('portal.access_requests.approve_dialog.content', names)}</DialogContentText>
        <TextField
          label={translate('portal.access_requests.approve_dialog.days')}
          name="days"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!broken}
          helperText={
            broken
              ? translate(`portal.workflow_errors.${broken.code.replace(/\./g, '_')}`, broken.params)
              : translate(request.days === null ? 'portal.access_requests.approve_dialog.days_help_unlimited' : 'portal.access_requests.approve_dialog.days_help', { max: request.days ?? 0 })
          }
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: request.days ?? undefined, inputMode: 'numeric' } }}
        />
      </Stack>
    </ActionPopin>
  );
};
