import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Principal, PrincipalLoader } from '../auth/principal';
import { isUsable, resolveCaller } from '../auth/resolve-caller';
import type { WriteRateLimit } from '../rate-limits/write-rate-limit';
import type { SessionStore } from '../sessions/session-store';

/**
 * A write answered before Express: `prepare` checks everything the call needs (its body, that the
 * caller may do it) without changing anything, and returns the change to make, or null to leave the
 * call to its full route, which then answers the error (400, 404, …) exactly as it always does.
 * The change never throws: what it cannot do it logs.
 */
export type FastWrite = (caller: Principal, body: unknown) => Promise<(() => Promise<void>) | null>;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What every call gets before its route, handed over by `configureHttpApp` so the fast path shares it. */
export interface FastRoutePrelude {
  /** The request id and the access log line (`requestLogging`). */
  logRequest: Middleware;
  /** The security headers of every answer (helmet). */
  securityHeaders: Middleware;
  /** The session id of a write whose CSRF token is right and whose token cookie is current; null for any other call. */
  writeSession(req: IncomingMessage): string | null;
}

/** A request whose body the fast path read, then left to the full route: `jsonBody` parses this text. */
export type PrereadRequest = IncomingMessage & { prereadBody?: string };

/** Larger bodies (the beacon's is ~40 bytes) go to the full route, which reads up to its own limit. */
const FAST_BODY_LIMIT = 1024;

/**
 * The hottest write (the open beacon, 1,000 a second at peak) skips Express and Nest: the router, the
 * middleware chain, guards, pipes and buses were most of its CPU. Every property of the full route is
 * kept, in the same order: the request id and log line, the CSRF token with a current token cookie, a
 * live session and a usable person (the access guard's `resolveCaller`), the route's own checks, then
 * the per-person write limit, then the change; the answer carries the same security headers. Anything
 * else (no session, a stale token cookie, an unusual body, 4xx, 429, an error) goes to Express untouched,
 * with the body already read handed to `jsonBody`.
 */
export class FastRoutes {
  private readonly posts = new Map<string, FastWrite>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly principals: PrincipalLoader,
    private readonly writeLimit: WriteRateLimit,
  ) {}

  /** `path` as the browser calls it, with the /api prefix; any query is ignored, as the full route ignores it. */
  post(path: string, write: FastWrite): this {
    this.posts.set(path, write);
    return this;
  }

  /** Puts the fast routes in front of the server's one request handler (the Express app). */
  install(server: Server, prelude: FastRoutePrelude): void {
    const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (handlers.length !== 1) throw new Error(`FastRoutes expects the server's one request handler, found ${handlers.length}`);
    const [app] = handlers;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const write = this.routeOf(req);
      const sessionId = write ? prelude.writeSession(req) : null;
      if (!write || !sessionId) return app(req, res);
      prelude.logRequest(req, res, () => undefined);
      this.answer(write, sessionId, req as PrereadRequest, res, prelude).catch(() => app(req, res));
    });
  }

  private routeOf(req: IncomingMessage): FastWrite | undefined {
    if (req.method !== 'POST' || req.headers['x-http-method-override'] !== undefined) return undefined;
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= FAST_BODY_LIMIT) || !req.headers['content-type']?.startsWith('application/json')) return undefined;
    // The path without its query: the front adds a cache-busting `date` to every call.
    const url = req.url ?? '';
    const query = url.indexOf('?');
    return this.posts.get(query < 0 ? url : url.slice(0, query));
  }

  /** Rejects (the caller hands the request to Express) when the full route must answer. */
  private async answer(write: FastWrite, sessionId: string, req: PrereadRequest, res: ServerResponse, prelude: FastRoutePrelude) {
    req.prereadBody = await readText(req);
    const body: unknown = JSON.parse(req.prereadBody);
    const caller = await resolveCaller(this.sessions, this.principals, sessionId);
    if (!caller || !isUsable(caller.principal)) throw new LeftToFullRoute();
    const change = await write(caller.principal, body);
    if (!change) throw new LeftToFullRoute();
    const limit = await this.writeLimit.take(caller.session.loginId);
    if (limit.blocked) throw new LeftToFullRoute();
    // Made or not, the change is never tried twice: from here on, this path answers.
    await change().then(
      () => {
        prelude.securityHeaders(req, res, () => undefined);
        res.setHeader('Cache-Control', 'no-store');
        for (const [name, value] of limit.headers) res.setHeader(name, value);
        res.statusCode = 204;
      },
      () => void (res.statusCode = 500),
    );
    res.end();
  }
}

class LeftToFullRoute extends Error {}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.once('end', () => resolve(text));
    req.once('error', reject);
  });
}
