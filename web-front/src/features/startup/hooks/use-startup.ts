import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { login } from '@/api/calls';
import { ApiError } from '@/api/client';
import { currentLanguageChoice } from '@/i18n/language';
import { assignLocation } from '@/lib/assign-location';
import { firstCurrentUserAnswer, forgetEarlyUser, readyUserAtStart } from '../early-user';
import { clearSignInAttempt, noteSignInStarted, signInJustFailed } from '../sign-in-guard';

type StartupState =
  | { status: 'loading' }
  | { status: 'redirecting' }
  | { status: 'not-registered' }
  | { status: 'ready'; user: CurrentUser };

/** Only "no session" and "no network" are worth a trip to the single sign-on (spec section 4). */
function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 0);
}

function initialState(): StartupState {
  const user = readyUserAtStart();
  return user ? { status: 'ready', user } : { status: 'loading' };
}

/**
 * The start-up state machine of spec sections 4 and 8: not ready, then one of
 * ready (with the user), the not-registered screen, /error-user, the sign-in redirect
 * or /error-unavailable. Ready from the first render when main.tsx waited for the early answer
 * (`awaitEarlyUser`, its language already applied).
 */
export function useStartup(): StartupState {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const [state, setState] = useState<StartupState>(initialState);
  const startedReady = useRef(state.status === 'ready');
  // Where the single sign-on brings the browser back: the address the user opened, read once.
  const returnTo = useRef(location.pathname + location.search + location.hash);

  useEffect(() => {
    if (startedReady.current) {
      forgetEarlyUser();
      clearSignInAttempt();
      return;
    }
    let cancelled = false; // StrictMode mounts twice in development: only the live run may act.
    const goTo = (path: string) => !cancelled && navigate(path, { replace: true });

    async function signIn() {
      if (signInJustFailed()) return goTo('/error-unavailable');
      setState({ status: 'redirecting' });
      try {
        const { url } = await login(returnTo.current);
        if (cancelled) return;
        if (!url) return goTo('/error-unavailable');
        noteSignInStarted();
        assignLocation(url);
      } catch {
        goTo('/error-unavailable');
      }
    }

    async function start() {
      let user: CurrentUser | null;
      try {
        user = await firstCurrentUserAnswer();
      } catch (error) {
        if (cancelled || (error instanceof ApiError && error.handled)) return; // already on an error page
        return needsSignIn(error) ? signIn() : goTo('/error-unavailable');
      }
      if (cancelled) return;
      clearSignInAttempt();
      if (user === null) return setState({ status: 'not-registered' });
      if (user.account_disabled || user.error) return goTo('/error-user');
      // Switch before the first ready render, so the front page never flashes in another language.
      await i18n.changeLanguage(currentLanguageChoice(user.language));
      if (!cancelled) setState({ status: 'ready', user });
    }

    void start();
    return () => {
      cancelled = true;
    };
  }, [navigate, i18n]);

  return state;
}
