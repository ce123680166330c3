import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { parse } from 'cookie';
import { ERROR_CODES } from '../../contracts';
import { CSRF_COOKIE, CSRF_HEADER, SessionCookies } from '../sessions/session-cookies';
import { carriesBearer } from '../auth/bearer-route';

export { CSRF_COOKIE, CSRF_HEADER };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths reached by top-level navigations from the identity provider, not by our scripts. */
const EXEMPT = [/^\/api\/auth\/callback/];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The session id the browser sent (not yet checked against Redis: the access guard does that). */
type WithSessionId = Request & { sessionId?: string };

/**
 * The session cookie of a call, the token its cookie and header should carry, and whether they do. A call
 * carrying a bearer token is a program's: its cookies are not read at all, so it acts with no session (a
 * cookie route answers it 401) and needs no CSRF token (a page of another site cannot set that header).
 */
function csrfReading(cookies: SessionCookies, req: IncomingMessage) {
  if (carriesBearer(req.headers.authorization)) return null;
  const jar = parse(req.headers.cookie ?? '');
  const sessionId = jar[cookies.sessionName];
  if (!sessionId) return null;
  const expected = cookies.csrfToken(sessionId);
  const sent = req.headers[CSRF_HEADER];
  return { sessionId, cookieCurrent: jar[CSRF_COOKIE] === expected, headerRight: typeof sent === 'string' && sameToken(sent, expected) };
}

/**
 * Reads the session cookie once, then checks the CSRF token of every write made with a session: the
 * X-XSRF-TOKEN header must be the HMAC of that session id. A page of another site can neither read
 * our cookie nor compute the HMAC, and a token planted by a sibling host is worthless with any other
 * session. A write without a session acts as no one; the access guard answers it 401.
 */
export function csrfProtection(cookies: SessionCookies) {
  return (req: WithSessionId, res: Response, next: NextFunction) => {
    const reading = csrfReading(cookies, req);
    if (!reading) return next();
    req.sessionId = reading.sessionId;
    // Lost or stale token cookie (another tab signed in again): give the page the right one.
    if (!reading.cookieCurrent) cookies.sendCsrfToken(res, reading.sessionId);
    if (SAFE_METHODS.has(req.method) || EXEMPT.some((pattern) => pattern.test(req.path))) return next();
    if (reading.headerRight) return next();
    res.status(403).json({ error: { message: ERROR_CODES.invalidCsrfToken, code: ERROR_CODES.invalidCsrfToken } });
  };
}

/**
 * For a write answered before Express (`FastRoutes`): its session id when the middleware above would
 * let it through untouched (right token, current token cookie); null for any call it would answer or amend.
 */
export function checkedWriteSession(cookies: SessionCookies) {
  return (req: IncomingMessage): string | null => {
    const reading = csrfReading(cookies, req);
    return reading?.cookieCurrent && reading.headerRight ? reading.sessionId : null;
  };
}

/**
 * For a read answered before Express (`FastRoutes`): its session id when the middleware above would let
 * it through untouched (the token cookie is current); null when it would send a fresh token cookie.
 */
export function checkedReadSession(cookies: SessionCookies) {
  return (req: IncomingMessage): string | null => {
    const reading = csrfReading(cookies, req);
    return reading?.cookieCurrent ? reading.sessionId : null;
  };
}
