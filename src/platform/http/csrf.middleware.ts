import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { parse } from 'cookie';
import { ERROR_CODES } from '../../contracts';
import { CSRF_COOKIE, CSRF_HEADER, SessionCookies } from '../sessions/session-cookies';

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
 * Reads the session cookie once, then checks the CSRF token of every write made with a session: the
 * X-XSRF-TOKEN header must be the HMAC of that session id. A page of another site can neither read
 * our cookie nor compute the HMAC, and a token planted by a sibling host is worthless with any other
 * session. A write without a session acts as no one; the access guard answers it 401.
 */
export function csrfProtection(cookies: SessionCookies) {
  return (req: WithSessionId, res: Response, next: NextFunction) => {
    const jar = parse(req.headers.cookie ?? '');
    const sessionId = jar[cookies.sessionName];
    if (!sessionId) return next();
    req.sessionId = sessionId;
    const expected = cookies.csrfToken(sessionId);
    // Lost or stale token cookie (another tab signed in again): give the page the right one.
    if (jar[CSRF_COOKIE] !== expected) cookies.sendCsrfToken(res, sessionId);
    if (SAFE_METHODS.has(req.method) || EXEMPT.some((pattern) => pattern.test(req.path))) return next();
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent === 'string' && sameToken(sent, expected)) return next();
    res.status(403).json({ error: { message: ERROR_CODES.invalidCsrfToken, code: ERROR_CODES.invalidCsrfToken } });
  };
}
