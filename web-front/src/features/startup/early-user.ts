import type { CurrentUser } from '@contracts';
import { getOneUser } from '@/api/calls';
import { ApiError, mayHaveSession } from '@/api/client';

let early: Promise<CurrentUser | null> | null = null;

/** What getOneUser would answer a browser without a session, known without the call (and its 401 in the console). */
const noSession = () => new ApiError(401, 'not_authenticated', 'not_authenticated');

/**
 * Asks who is signed in as the script starts (main.tsx), so the answer comes while the app sets up
 * its translations and draws its first screen, instead of after them; not asked when the browser
 * holds no session (mayHaveSession).
 */
export function askCurrentUserEarly(): void {
  if (!mayHaveSession()) return;
  early = getOneUser();
  early.catch(() => undefined); // read by firstCurrentUserAnswer
}

/**
 * The start-up's answer to getOneUser: the early one, once. A 401 stands (asking again would only
 * log a second one); another failed early call is asked again the usual way, so its error pages
 * apply as without it. Without an early call, a fresh one; without a session, "not signed in" at once.
 */
export async function firstCurrentUserAnswer(): Promise<CurrentUser | null> {
  const answer = early;
  early = null;
  if (!answer) {
    if (!mayHaveSession()) throw noSession();
    return getOneUser();
  }
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return getOneUser();
  }
}
