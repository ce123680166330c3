import { toLanguage, type ValidationView } from '@contracts';
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Link, useBasename, useDataProvider, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AdminPermissions } from '../../authProvider';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../dataProvider';
import { useReloadValidations } from './usePendingValidations';
import { RejectValidationDialog } from './RejectValidationDialog';
import { pendingExtra, validationTitle, validatorName } from './validationRows';

/** The filled Approve of the administrator and of the designated validator. */
const ApproveButton = ({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) => (
  <Button size="small" color="success" variant="contained" startIcon={<CheckIcon />} disabled={disabled} onClick={onClick}>
    {label}
  </Button>
);

/**
 * The actions column (spec section 4): administrators approve, reject or ask an extra approval;
 * while an extra approval waits only its button (with who is awaited) stays; the designated
 * validator approves or rejects the extra approval.
 */
export const ValidationActions = ({
  validation,
  onRejected,
}: {
  validation: ValidationView;
  /** The row disappears on reload: the page shows the mail popin. */
  onRejected: (mailToNotify: string | null) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const reload = useReloadValidations();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { permissions } = usePermissions<AdminPermissions>();
  const [busy, setBusy] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const waiting = pendingExtra(validation);
  const [locale] = useLocaleState();
  const toolName = validationTitle(validation, toLanguage(locale));

  const run = async (action: () => Promise<unknown>, notice?: string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (notice) notify(notice, { type: 'success' });
      return answer;
    } catch (error) {
      notify(translateWorkflowError(error, translate), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
      reload();
    }
  };

  if (validation.user_is_validator) {
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ApproveButton
          label={translate('portal.validations.extra_answer.accept')}
          disabled={busy}
          onClick={() => run(() => dataProvider.acceptExtraValidation(validation._id), 'portal.validations.extra_answer.accepted')}
        />
        <Button size="small" color="error" startIcon={<CloseIcon />} component={Link} to={`${basename}/validations/reject-extra-validation/${validation._id}`}>
          {translate('portal.validations.extra_answer.reject')}
        </Button>
      </Stack>
    );
  }
  if (!permissions?.isAdministrator) return null;

  const extraLabel = waiting ? translate('portal.validations.waiting_extra', { name: validatorName(waiting) }) : translate('portal.validations.extra');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {!waiting && (
        <>
          <ApproveButton
            label={translate('portal.validations.accept')}
            disabled={busy}
            onClick={() => run(() => dataProvider.acceptValidation(validation._id), 'portal.validations.accepted')}
          />
          <Button
            size="small"
            color="error"
            startIcon={<CloseIcon />}
            disabled={busy}
            onClick={() => setConfirmingReject(true)}
          >
            {translate('portal.validations.reject')}
          </Button>
        </>
      )}
      {confirmingReject && (
        <RejectValidationDialog
          toolName={toolName}
          editor={validation.edited_by?.fullname ?? ''}
          busy={busy}
          onClose={() => setConfirmingReject(false)}
          onConfirm={async (reason) => {
            const answer = (await run(() => dataProvider.rejectValidation(validation._id, reason))) as { mail_to_notify?: string | null } | undefined;
            // A refusal keeps the dialog and the reason typed; its notice says what went wrong.
            if (!answer) return;
            setConfirmingReject(false);
            onRejected(answer.mail_to_notify ?? null);
          }}
        />
      )}
      <Button size="small" startIcon={<GroupAddIcon />} component={Link} to={`${basename}/validations/add/${validation._id}`}>
        {extraLabel}
      </Button>
    </Stack>
  );
};
