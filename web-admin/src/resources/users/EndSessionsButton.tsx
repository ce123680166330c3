import { useDataProvider, useNotify } from 'react-admin';
import LogoutIcon from '@mui/icons-material/Logout';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { PortalDataProvider } from '../../dataProvider';

/** Signs the user out of every device, after a confirmation (their browsers must sign in again). */
export const EndSessionsButton = ({ userId }: { userId: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const end = async () => {
    const { ended } = await dataProvider.endUserSessions(userId);
    notify('portal.users.sessions_ended', { type: 'info', messageArgs: { smart_count: ended } });
  };
  return (
    <ConfirmButton
      label="portal.users.end_sessions"
      icon={<LogoutIcon />}
      color="warning"
      title="portal.users.end_sessions_title"
      content="portal.users.end_sessions_content"
      onConfirm={end}
    />
  );
};
