import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError } from '../../i18n/translateError';

/** Signs the user out of every device, after a confirmation (their browsers must sign in again). */
export const EndSessionsButton = ({ userId }: { userId: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);

  const end = async () => {
    setEnding(true);
    try {
      const { ended } = await dataProvider.endUserSessions(userId);
      notify('portal.users.sessions_ended', { type: 'info', messageArgs: { smart_count: ended } });
    } catch (error) {
      notify(translateError(error, translate), { type: 'error' });
    } finally {
      setEnding(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button color="warning" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)} disabled={ending}>
        {translate('portal.users.end_sessions')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={ending}
        title="portal.users.end_sessions_title"
        content="portal.users.end_sessions_content"
        onConfirm={end}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
