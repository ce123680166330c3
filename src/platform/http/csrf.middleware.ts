import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { parse } from 'cookie';
import { ERROR_CODES } from '../../contracts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths reached by top-level navigations from the identity provider, not by our scripts. */
const EXEMPT = [/^\/api\/auth\/callback/];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit token on top of SameSite=Lax cookies: a page of another site can neither read
 * our XSRF-TOKEN cookie nor set the header, so a forged write is refused before any handler runs.
 */
export function csrfProtection(secureCookies: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = parse(req.headers.cookie ?? '');
    let token = cookies[CSRF_COOKIE];
    if (!token) {
      token = randomBytes(24).toString('base64url');
      res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: secureCookies, httpOnly: false, path: '/' });
    }
    if (SAFE_METHODS.has(req.method) || EXEMPT.some((pattern) => pattern.test(req.path))) return next();
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent === 'string' && cookies[CSRF_COOKIE] && sameToken(sent, cookies[CSRF_COOKIE])) return next();
    res.status(403).json({ error: { message: ERROR_CODES.invalidCsrfToken, code: ERROR_CODES.invalidCsrfToken } });
  };
}
