import type { CurrentUser } from '@contracts';
import { getOneUser } from '@/api/calls';

let early: Promise<CurrentUser | null> | null = null;

/**
 * Asks who is signed in as the script starts (main.tsx), so the answer comes while the app sets up
 * its translations and draws its first screen, instead of after them.
 */
export function askCurrentUserEarly(): void {
  early = getOneUser();
  early.catch(() => undefined); // read by firstCurrentUserAnswer
}

/**
 * The start-up's answer to getOneUser: the early one, once; a failed early call is asked again the
 * usual way, so its error pages and the sign-in apply as without it. Without an early call, a fresh one.
 */
export function firstCurrentUserAnswer(): Promise<CurrentUser | null> {
  const answer = early;
  early = null;
  return answer ? answer.catch(() => getOneUser()) : getOneUser();
}
