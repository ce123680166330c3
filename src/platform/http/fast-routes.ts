import type { NextFunction, Request, Response } from 'express';
import type { Principal, PrincipalLoader } from '../auth/principal';
import { isUsable, resolveCaller } from '../auth/resolve-caller';
import type { WriteRateLimit } from '../rate-limits/write-rate-limit';
import type { SessionStore } from '../sessions/session-store';

/**
 * A write answered before Nest's router: `prepare` checks everything the call needs (its body, that the
 * caller may do it) without changing anything, and returns the change to make, or null to leave the
 * call to its full route, which then answers the error (400, 404, …) exactly as it always does.
 */
export type FastWrite = (caller: Principal, body: unknown) => Promise<(() => Promise<void>) | null>;

/**
 * The hottest write (the open beacon, 1,000 a second at peak) skips the router, Nest's guards, pipes and
 * buses: on this path they were most of its CPU. Every property of the full route is kept, in the same
 * order: the CSRF token (checked by the middleware before this one), a live session and a usable
 * person (the access guard's `resolveCaller`), the route's own checks, then the per-person write limit,
 * then the change. Anything else (no session, 4xx, 429, an error) goes to the full route.
 */
export class FastRoutes {
  private readonly posts = new Map<string, FastWrite>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly principals: PrincipalLoader,
    private readonly writeLimit: WriteRateLimit,
  ) {}

  /** `path` as the browser calls it, with the /api prefix and no query. */
  post(path: string, write: FastWrite): this {
    this.posts.set(path, write);
    return this;
  }

  readonly middleware = (req: Request & { sessionId?: string }, res: Response, next: NextFunction) => {
    const write = req.method === 'POST' ? this.posts.get(req.url) : undefined;
    if (!write || !req.sessionId) return next();
    this.checked(write, req).then(
      (allowed) => {
        if (!allowed) return next();
        allowed.change().then(() => {
          for (const [name, value] of allowed.headers) res.setHeader(name, value);
          res.status(204).end();
        }, next); // made or not, the change is never tried twice: its error is answered as any other
      },
      () => next(), // the full route meets the same failure and answers it (503 when the database is down, …)
    );
  };

  /** Everything but the change; null when the full route must answer. */
  private async checked(write: FastWrite, req: Request & { sessionId?: string }) {
    const caller = await resolveCaller(this.sessions, this.principals, req.sessionId);
    if (!caller || !isUsable(caller.principal)) return null;
    const change = await write(caller.principal, req.body);
    if (!change) return null;
    const limit = await this.writeLimit.take(caller.session.loginId);
    return limit.blocked ? null : { change, headers: limit.headers };
  }
}
