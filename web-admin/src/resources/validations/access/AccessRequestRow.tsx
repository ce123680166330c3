import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate, toLanguage, type AccessRequestWire } from '@contracts';
import { RelativeDate } from '../../../components/RelativeDate';
import { SECONDARY_COLUMN } from '../../../components/secondaryColumn';
import type { AccessDecision } from './AccessDecisionDialog';
import { accessDuration } from './accessDuration';

interface AccessRequestRowProps {
  request: AccessRequestWire;
  onDecide: (request: AccessRequestWire, decision: AccessDecision) => void;
}

/** One request: what was asked and why; Approve and Refuse while it waits, who decided and when once decided. */
export const AccessRequestRow = ({ request, onDecide }: AccessRequestRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const decided = request.state !== 'waiting' && request.decidedBy;
  return (
    <TableRow>
      <TableCell>
        {request.toolTitle}
        {/* On a phone the requester's column is hidden: their name goes under the tool's. */}
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {request.requester.fullname}
        </Typography>
      </TableCell>
      <TableCell className={SECONDARY_COLUMN}>{request.requester.fullname}</TableCell>
      {/* The answer under the reason: both stay readable on a phone, where secondary columns are hidden. */}
      <TableCell sx={{ minWidth: 120, maxWidth: 360, overflowWrap: 'break-word' }}>
        {request.reason}
        {request.answer && (
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            <Typography variant="caption" component="span" color="text.secondary">
              {request.question ?? translate('portal.access_requests.fields.answer')}
            </Typography>{' '}
            {request.answer}
          </Typography>
        )}
      </TableCell>
      <TableCell>{accessDuration(request.days, translate)}</TableCell>
      <TableCell className={SECONDARY_COLUMN}>
        <RelativeDate value={request.createdAt} />
      </TableCell>
      <TableCell>
        {decided ? (
          <Typography variant="body2">
            {translate(`portal.access_requests.decided.${request.state === 'refused' ? 'refused' : 'granted'}`, {
              name: request.decidedBy!.fullname,
              date: formatDisplayDate(request.decidedAt!, toLanguage(locale), { withTime: true }),
            })}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button size="small" variant="contained" startIcon={<CheckIcon />} onClick={() => onDecide(request, 'approve')}>
              {translate('portal.access_requests.approve')}
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => onDecide(request, 'refuse')}>
              {translate('portal.access_requests.refuse')}
            </Button>
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
};
