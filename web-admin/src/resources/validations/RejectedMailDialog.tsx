import { Button, DialogContentText } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import { useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A mail draft to the editor (spec section 2): only a plain address goes into the mailto link. */
function rejectionMailto(email: string, subject: string): string | undefined {
  if (!EMAIL.test(email)) return undefined;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** After a rejection: close, or send, which opens a mail draft to mail_to_notify ("Approval request rejected"). */
export const RejectedMailDialog = ({ email, onClose }: { email: string | null | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const href = email ? rejectionMailto(email, translate('portal.validations.reject_mail.subject')) : undefined;
  return (
    <Popin
      title={translate('portal.validations.reject_mail.title')}
      onClose={onClose}
      maxWidth="sm"
      // Closing is the title bar's button; the one action is the draft.
      actions={
        href && (
          <Button variant="contained" startIcon={<MailIcon />} href={href} onClick={onClose}>
            {translate('portal.validations.reject_mail.send')}
          </Button>
        )
      }
    >
      <DialogContentText>
        {href ? translate('portal.validations.reject_mail.content', { email }) : translate('portal.validations.reject_mail.no_address')}
      </DialogContentText>
    </Popin>
  );
};
