import type { CurrentUser } from '@contracts';
import { getOneUser } from '@/api/calls';
import { ApiError, mayHaveSession } from '@/api/client';
import { i18n } from '@/i18n/i18n';
import { currentLanguageChoice } from '@/i18n/language';

let early: Promise<CurrentUser | null> | null = null;
/** The early answer once in, when it is a user the front page can show at once (awaitEarlyUser). */
let readyUser: CurrentUser | null = null;

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
  readyUser = null;
}

/**
 * Waits for the early answer (main.tsx, before the first render) and, when it is a user who may see
 * the front page, switches to their language: the start-up gate then draws the page in its first
 * render (`takeReadyUser`), with no loading screen and no second drawing of the whole page. Any other
 * answer (none, a failure, no such user, a disabled account) is left to the start-up gate.
 */
export async function awaitEarlyUser(): Promise<void> {
  const answer = early;
  if (!answer) return;
  const user = await answer.catch(() => null);
  if (!user || user.account_disabled || user.error) return;
  await i18n.changeLanguage(currentLanguageChoice(user.language));
  if (early === answer) readyUser = user;
}

/** The user the start-up gate starts with, ready, if the early answer is in (awaitEarlyUser); else null. */
export function readyUserAtStart(): CurrentUser | null {
  return readyUser;
}

/** The early answer is taken (the page started with it): the next start-up asks the server again. */
export function forgetEarlyUser(): void {
  early = null;
  readyUser = null;
}

/**
 * The start-up's answer to getOneUser: the early one, once. A 401 stands (asking again would only
 * log a second one); another failed early call is asked again the usual way, so its error pages
 * apply as without it. Without an early call, a fresh one; without a session, "not signed in" at once.
 */
export async function firstCurrentUserAnswer(): Promise<CurrentUser | null> {
  const answer = early;
  forgetEarlyUser();
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
