import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { CurrentUser } from '@contracts';
import { LoadingScreen } from '@/components/LoadingScreen';
import { CurrentUserContext, SetCurrentUserContext } from '../current-user-context';
import { useStartup } from '../hooks/use-startup';
import { NotRegistered } from './NotRegistered';

/** Holds the signed-in user, replaced when the server answers a saved change (background, tour). */
function SignedIn({ initial }: { initial: CurrentUser }) {
  const [user, setUser] = useState(initial);
  useEffect(() => setUser(initial), [initial]);
  return (
    <SetCurrentUserContext.Provider value={setUser}>
      <CurrentUserContext.Provider value={user}>
        <Outlet />
      </CurrentUserContext.Provider>
    </SetCurrentUserContext.Provider>
  );
}

/** Layout route of every signed-in page: its children render only once the user is known. */
export function StartupGate() {
  const state = useStartup();
  switch (state.status) {
    case 'ready':
      return <SignedIn initial={state.user} />;
    case 'not-registered':
      return <NotRegistered />;
    case 'redirecting':
      return <LoadingScreen messageKey="common.redirecting" />;
    default:
      return <LoadingScreen />;
  }
}
