import { useTranslate } from 'react-admin';
import { ACCESS_REQUEST_LIMITS, type AccessRequestWire } from '@contracts';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { accessDuration } from './accessDuration';
import { ApproveAccessDialog } from './ApproveAccessDialog';

export type AccessDecision = 'approve' | 'refuse';

interface AccessDecisionDialogProps {
  request: AccessRequestWire;
  decision: AccessDecision;
  /** True while the decision is sent: both buttons wait. */
  busy: boolean;
  /** The refusal's reason as typed (empty when approving); the days granted (null: those asked). */
  onConfirm: (reason: string, days: number | null) => void;
  onClose: () => void;
}

/**
 * A decision is final (the requester is mailed at once), so both ask first. Approving grants the
 * days asked for or fewer; refusing needs a reason, mailed to the requester, so its button waits for one.
 */
export const AccessDecisionDialog = ({ request, decision, busy, onConfirm, onClose }: AccessDecisionDialogProps) => {
  const translate = useTranslate();
  const names = { requester: request.requester.fullname, tool: request.toolTitle, duration: accessDuration(request.days, translate) };
  if (decision === 'approve') return <ApproveAccessDialog request={request} busy={busy} onConfirm={(days) => onConfirm('', days)} onClose={onClose} />;
  return (
    <ReasonDialog
      title={translate('portal.access_requests.refuse_dialog.title')}
      content={translate('portal.access_requests.refuse_dialog.content', names)}
      reasonLabel={translate('portal.access_requests.refuse_dialog.reason')}
      confirmLabel={translate('portal.access_requests.refuse')}
      counterKey="portal.access_requests.refuse_dialog.reason_help"
      max={ACCESS_REQUEST_LIMITS.reasonLength}
      required
      busy={busy}
      onConfirm={(reason) => onConfirm(reason, null)}
      onClose={onClose}
    />
  );
};
