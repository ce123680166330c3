import { useTranslate } from 'react-admin';
import { LIMITS } from '@contracts';
import { ReasonDialog } from '../../components/ReasonDialog';

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
  return (
    <ReasonDialog
      title={translate('portal.validations.reject_dialog.title')}
      content={translate('portal.validations.reject_dialog.content', { name: toolName, editor })}
      reasonLabel={translate('portal.validations.reject_dialog.reason')}
      confirmLabel={translate('portal.validations.reject_dialog.confirm')}
      counterKey="portal.validations.reject_dialog.reason_help"
      max={LIMITS.rejectionReasonMaxLength}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
