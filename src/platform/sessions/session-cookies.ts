import { createHmac } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../config/config.schema';

const SESSION_COOKIE = 'portal_session';
const SIGN_IN_COOKIE = 'portal_sign_in';
/** Read by our scripts and echoed in the X-XSRF-TOKEN header of every write. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** How many session ids' CSRF tokens an instance keeps computed (the most recently used). */
const CSRF_TOKENS_KEPT = 10_000;
/** A session id is 32 random bytes in base64url (SessionStore.create). */
const SESSION_ID_LENGTH = 43;

/**
 * The cookies of a signed-in browser: the session id (httpOnly, SameSite=Lax, `__Host-` and Secure
 * over https, so no subdomain can set or read it) and the CSRF token, which is an HMAC of the session
 * id under SESSION_SECRET: readable by our scripts, useless with another session, impossible to forge.
 */
export class SessionCookies {
  readonly secure: boolean;
  /**
   * Every call with a session checks its CSRF token, an HMAC of the session id: a pure function of
   * the id and the secret, so it is computed once per id and kept (bounded, oldest use dropped).
   * Whether the session is still live is asked of Redis on every call all the same (the access guard).
   */
  private readonly csrfTokens = new Map<string, string>();

  constructor(private readonly config: AppConfig) {
    this.secure = config.PUBLIC_URL.startsWith('https:');
  }

  /** `__Host-` requires Secure, Path=/ and no Domain: only over https. */
  name(base: string): string {
    return this.secure ? `__Host-${base}` : base;
  }

  get sessionName(): string {
    return this.name(SESSION_COOKIE);
  }

  get signInName(): string {
    return this.name(SIGN_IN_COOKIE);
  }

  private options(maxAgeMs: number, httpOnly = true): CookieOptions {
    return { httpOnly, sameSite: 'lax', secure: this.secure, path: '/', maxAge: maxAgeMs };
  }

  csrfToken(sessionId: string): string {
    const known = this.csrfTokens.get(sessionId);
    if (known !== undefined) {
      this.csrfTokens.delete(sessionId); // re-inserted last: the Map's order is the use order
      this.csrfTokens.set(sessionId, known);
      return known;
    }
    const token = createHmac('sha256', this.config.SESSION_SECRET).update(`csrf:${sessionId}`).digest('base64url');
    // Only ids of our length are kept: a forged cookie of kilobytes is hashed, never stored.
    if (sessionId.length !== SESSION_ID_LENGTH) return token;
    this.csrfTokens.set(sessionId, token);
    if (this.csrfTokens.size > CSRF_TOKENS_KEPT) this.csrfTokens.delete(this.csrfTokens.keys().next().value!);
    return token;
  }

  openSession(res: Response, sessionId: string): void {
    const lifetime = this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
    res.cookie(this.sessionName, sessionId, this.options(lifetime));
    this.sendCsrfToken(res, sessionId);
  }

  sendCsrfToken(res: Response, sessionId: string): void {
    res.cookie(CSRF_COOKIE, this.csrfToken(sessionId), { ...this.options(this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000, false) });
  }

  clearSession(res: Response): void {
    const { maxAge: _drop, ...options } = this.options(0);
    res.clearCookie(this.sessionName, options);
    res.clearCookie(CSRF_COOKIE, { ...options, httpOnly: false });
  }

  /** The sign-in transaction's id, for the few minutes between leaving for the provider and coming back. */
  openSignIn(res: Response, transactionId: string, maxAgeMs: number): void {
    res.cookie(this.signInName, transactionId, this.options(maxAgeMs));
  }

  clearSignIn(res: Response): void {
    const { maxAge: _drop, ...options } = this.options(0);
    res.clearCookie(this.signInName, options);
  }
}
