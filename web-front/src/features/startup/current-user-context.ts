import { createContext, useContext } from 'react';
import type { CurrentUser } from '@contracts';

/** Filled by <StartupGate> once the user is known, so nothing below it renders without a user. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used below <StartupGate>');
  return user;
}

/** Replaces the current user once the server has saved a change of it (background, tour). */
export const SetCurrentUserContext = createContext<((user: CurrentUser) => void) | null>(null);

export function useSetCurrentUser(): (user: CurrentUser) => void {
  const setUser = useContext(SetCurrentUserContext);
  if (!setUser) throw new Error('useSetCurrentUser must be used below <StartupGate>');
  return setUser;
}
