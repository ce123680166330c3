import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/LoadingScreen';
import { CurrentUserContext } from '../current-user-context';
import { useStartup } from '../hooks/use-startup';
import { NotRegistered } from './NotRegistered';

/** Layout route of every signed-in page: its children render only once the user is known. */
export function StartupGate() {
  const state = useStartup();
  switch (state.status) {
    case 'ready':
      return (
        <CurrentUserContext.Provider value={state.user}>
          <Outlet />
        </CurrentUserContext.Provider>
      );
    case 'not-registered':
      return <NotRegistered />;
    case 'redirecting':
      return <LoadingScreen messageKey="common.redirecting" />;
    default:
      return <LoadingScreen />;
  }
}
