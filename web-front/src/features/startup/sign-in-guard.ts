/**
 * Breaks sign-in loops. If the session cookie never sticks (a proxy dropping it, a Secure cookie
 * over http), every return from the single sign-on answers 401 again and the browser would
 * bounce between the two forever. A second 401 shortly after a sign-in started means it failed.
 */
const STARTED_AT_KEY = 'portal.signInStartedAt';
const SIGN_IN_LOOP_WINDOW_MS = 15_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function signInJustFailed(now = Date.now()): boolean {
  const startedAt = Number(storage()?.getItem(STARTED_AT_KEY));
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < SIGN_IN_LOOP_WINDOW_MS;
}

export function noteSignInStarted(now = Date.now()): void {
  storage()?.setItem(STARTED_AT_KEY, String(now));
}

export function clearSignInAttempt(): void {
  storage()?.removeItem(STARTED_AT_KEY);
}
