import type { ActiveSession, SessionStore } from '../sessions/session-store';
import type { Principal, PrincipalLoader } from './principal';

/** A live session and the person behind it. */
export interface Caller {
  session: ActiveSession;
  principal: Principal;
}

/**
 * The session the cookie named, if Redis still holds it (its idle deadline pushed back), and its person;
 * null without a live session. For a session this instance has served, the person is asked for at the
 * same time as the session (two round trips at once instead of one after the other), and used only
 * once the session proves live and theirs.
 */
export async function resolveCaller(sessions: SessionStore, principals: PrincipalLoader, sessionId: string | undefined): Promise<Caller | null> {
  if (!sessionId) return null;
  const knownLogin = sessions.knownLoginOf(sessionId);
  const early = knownLogin ? principals.load(knownLogin) : null;
  early?.catch(() => undefined); // awaited below, or dropped with the session
  const session = await sessions.touch(sessionId);
  if (!session) return null;
  const principal = early && session.loginId === knownLogin ? await early : await principals.load(session.loginId);
  return { session, principal };
}

/** Registered in the directory and not disabled: may use the portal beyond the few "who am I" routes. */
export function isUsable(principal: Principal): boolean {
  return principal.registered && !principal.disabled;
}
