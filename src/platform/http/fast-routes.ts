import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import accepts from 'accepts';
import etag from 'etag';
import type { Principal, PrincipalLoader } from '../auth/principal';
import { isUsable, resolveCaller } from '../auth/resolve-caller';
import type { PersonRateLimit, TakenLimit, WriteRateLimit } from '../rate-limits/person-rate-limits';
import { COMPRESSION_THRESHOLD_BYTES } from './compression-threshold';
import type { EncodedJson, VersionedJson } from './encoded-json';
import type { RedisWriteBatch } from '../queues/redis-write-batch';
import type { SessionStore } from '../sessions/session-store';
import { markRoutePattern } from './request-logging';

/**
 * A write answered before Express: `prepare` checks everything the call needs (its body, that the
 * caller may do it) without changing anything, and returns the change to make, or null to leave the
 * call to its full route, which then answers the error (400, 404, …) exactly as it always does.
 * The change never throws: what it cannot do it logs.
 */
export type FastWrite = (caller: Principal, body: unknown) => Promise<(() => Promise<void>) | null>;

/** What a read over POST is asked with: the route's path parameters (decoded), its query and its body. */
export interface FastReadCall {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A read the spec makes a POST (the wall), answered before Express: the read model's answer (encoded here, as
 * the full route encodes it: `EncodedJson`), or null to leave the call to its full route, which then answers
 * the error (400, 404, …) exactly as it always does.
 */
export type FastRead = (caller: Principal, call: FastReadCall) => Promise<VersionedJson | null>;

/**
 * A value already written as JSON, exactly as `JSON.stringify` writes it (so as its full route sends it),
 * as UTF-8 bytes: sent as they came (from Redis), never decoded to a string and encoded again.
 */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * A GET answered before Express whose answer does not depend on who asks (the pickers' searches): the
 * value its full route answers (as JSON, or as `JsonBytes` when it is already written), or null or
 * undefined to leave the call to that route, which then answers the error (400, 404, …) exactly as it
 * always does. It is asked for while the caller's session and person are checked, and sent only once
 * they pass.
 */
export type FastGet = (params: Record<string, string>) => Promise<unknown>;

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What every call gets before its route, handed over by `configureHttpApp` so the fast path shares it. */
export interface FastRoutePrelude {
  /** The request id and the access log line (`requestLogging`). */
  logRequest: Middleware;
  /** The security headers of every answer (helmet's, taken once: `fixedHeadersOf`). */
  securityHeaders: Middleware;
  /** The session id of a write whose CSRF token is right and whose token cookie is current; null for any other call. */
  writeSession(req: IncomingMessage): string | null;
  /** The session id of a read whose token cookie is current; null for any other call. */
  readSession(req: IncomingMessage): string | null;
}

/** A request whose body the fast path read, then left to the full route: `jsonBody` parses this text. */
export type PrereadRequest = IncomingMessage & { prereadBody?: string };

/**
 * Larger bodies go to the full route, which reads up to its own limit. The beacon's is ~40 bytes; the
 * wall's lists the person's groups (~30 bytes each).
 */
const FAST_BODY_LIMIT = 16 * 1024;

/** A route as Nest declares it (`getApps/null/:userId/…`), matched segment by segment. */
class RoutePattern {
  private readonly segments: string[];
  /** The path up to its first parameter: most calls are another route's, told apart without splitting them. */
  private readonly literalStart: string;

  constructor(readonly path: string) {
    this.segments = path.split('/');
    const firstParameter = path.indexOf('/:');
    this.literalStart = firstParameter < 0 ? path : path.slice(0, firstParameter + 1);
  }

  /** The decoded parameters, or null when the path is another route's or does not decode. */
  match(path: string): Record<string, string> | null {
    if (!path.startsWith(this.literalStart)) return null;
    const parts = path.split('/');
    if (parts.length !== this.segments.length) return null;
    const params: Record<string, string> = {};
    for (let n = 0; n < parts.length; n++) {
      const segment = this.segments[n];
      if (!segment.startsWith(':')) {
        if (segment !== parts[n]) return null;
        continue;
      }
      if (!parts[n]) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(parts[n]);
      } catch {
        return null;
      }
    }
    return params;
  }
}

/** A POST answered here: a write (a change, answered 204) or a read (its ready JSON). */
type FastRoute = { kind: 'write'; write: FastWrite; pattern: string } | { kind: 'read'; read: FastRead; params: Record<string, string>; pattern: string };

/** A GET answered here, counted against its limit as the throttler guard counts its full route. */
interface FastGetRoute {
  pattern: RoutePattern;
  read: FastGet;
  limit: PersonRateLimit;
}

/** The first of `routes` whose pattern matches `path`, with the parameters it decoded. */
function matching<R extends { pattern: RoutePattern }>(routes: R[], path: string): { route: R; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const params = route.pattern.match(path);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * The hottest calls skip Express and Nest: the open beacon (1,000 a second at peak), the wall and the
 * pickers' word searches. The router, the middleware chain, guards, pipes and buses were most of their
 * CPU. Every property of the full route is kept: the request id and log line, the CSRF token (of a write)
 * with a current token cookie, a live session and a usable person (the access guard's `resolveCaller`),
 * the route's own checks, the per-person limit the throttler guard would count, then the change or the
 * answer, with the same security headers and bytes. Anything else (no session, a stale token cookie, an
 * unusual body, a conditional GET, 4xx, 429, an error) goes to Express untouched, with a body already
 * read handed to `jsonBody`. `test/fast-routes.e2e-spec.ts` compares both ways' answers.
 */
export class FastRoutes {
  private readonly posts = new Map<string, FastWrite>();
  private readonly reads: { pattern: RoutePattern; read: FastRead }[] = [];
  private readonly gets: FastGetRoute[] = [];

  constructor(
    private readonly sessions: SessionStore,
    private readonly principals: PrincipalLoader,
    private readonly writeLimit: WriteRateLimit,
    private readonly redisWrites: RedisWriteBatch,
    private readonly encoded: EncodedJson,
  ) {}

  /** `path` as the browser calls it, with the /api prefix; any query is ignored, as the full route ignores it. */
  post(path: string, write: FastWrite): this {
    this.posts.set(path, write);
    return this;
  }

  /** `route` as its controller declares it under /api (`getApps/null/:userId/…`); the query is the read's to check. */
  postRead(route: string, read: FastRead): this {
    this.reads.push({ pattern: new RoutePattern(`/api/${route}`), read });
    return this;
  }

  /** `route` as its controller declares it under /api (`getUsers/word/:text`); its query is ignored, as the full route ignores it. */
  get(route: string, read: FastGet, limit: PersonRateLimit): this {
    this.gets.push({ pattern: new RoutePattern(`/api/${route}`), read, limit });
    return this;
  }

  /** Puts the fast routes in front of the server's one request handler (the Express app). */
  install(server: Server, prelude: FastRoutePrelude): void {
    const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (handlers.length !== 1) throw new Error(`FastRoutes expects the server's one request handler, found ${handlers.length}`);
    const [app] = handlers;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const get = this.getRouteOf(req);
      if (get) {
        const sessionId = prelude.readSession(req);
        if (!sessionId) return app(req, res);
        this.redisWrites.hold();
        markRoutePattern(req, get.route.pattern.path);
        prelude.logRequest(req, res, () => undefined);
        return void this.answerGet(get.route, get.params, sessionId, req, res, prelude).catch(() => app(req, res));
      }
      const route = this.routeOf(req);
      const sessionId = route ? prelude.writeSession(req) : null;
      if (!route || !sessionId) return app(req, res);
      this.redisWrites.hold();
      markRoutePattern(req, route.pattern);
      prelude.logRequest(req, res, () => undefined);
      const answered = route.kind === 'write' ? this.answerWrite(route.write, sessionId, req, res, prelude) : this.answerRead(route.read, route.params, sessionId, req, res, prelude);
      answered.catch(() => app(req, res));
    });
  }

  private routeOf(req: IncomingMessage): FastRoute | undefined {
    if (req.method !== 'POST' || req.headers['x-http-method-override'] !== undefined) return undefined;
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= FAST_BODY_LIMIT) || !req.headers['content-type']?.startsWith('application/json')) return undefined;
    // The path without its query: the front adds a cache-busting `date` to every call.
    const { path } = urlOf(req);
    const write = this.posts.get(path);
    if (write) return { kind: 'write', write, pattern: path };
    const read = matching(this.reads, path);
    return read && { kind: 'read', read: read.route.read, params: read.params, pattern: read.route.pattern.path };
  }

  private getRouteOf(req: IncomingMessage) {
    if (req.method !== 'GET' || this.gets.length === 0) return undefined;
    const headers = req.headers;
    // A conditional GET (which Express may answer 304) or one with a body goes to the full route.
    if (headers['x-http-method-override'] !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return undefined;
    if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) return undefined;
    return matching(this.gets, urlOf(req).path);
  }

  /**
   * The answer Express gives a route's value: `res.json` (its weak ETag) under the compression middleware,
   * which leaves answers under its threshold alone. Larger values go to the full route, which gzips them.
   * The read, which does not depend on who asks, starts with the caller's checks and is sent only once
   * they pass.
   */
  private async answerGet(route: FastGetRoute, params: Record<string, string>, sessionId: string, req: IncomingMessage, res: ServerResponse, prelude: FastRoutePrelude) {
    await this.counted(route.limit, sessionId, async (count) => {
      const reading = route.read(params);
      reading.catch(() => undefined); // awaited below, or dropped with the call
      const caller = await this.usableCaller(sessionId);
      const value = await reading;
      if (value === undefined || value === null) throw new LeftToFullRoute();
      const json = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value));
      if (json.byteLength >= COMPRESSION_THRESHOLD_BYTES) throw new LeftToFullRoute();
      const limit = await count.of(caller.session.loginId);
      if (limit.blocked) throw new LeftToFullRoute();
      answerHeaders(req, res, prelude, limit.headers);
      sendJson(res, json, etag(json, { weak: true }), false);
    });
  }

  /** Runs `work` with the call's count (`CallCount`), given back when the work leaves the call to its full route. */
  private async counted<T>(limit: PersonRateLimit, sessionId: string, work: (count: CallCount) => Promise<T>): Promise<T> {
    const count = new CallCount(limit, this.sessions.knownLoginOf(sessionId));
    try {
      return await work(count);
    } catch (error) {
      count.giveBack();
      throw error;
    }
  }

  /** A live session and a usable person, as the access guard requires; rejects when the full route must answer. */
  private async usableCaller(sessionId: string) {
    const caller = await resolveCaller(this.sessions, this.principals, sessionId);
    if (!caller || !isUsable(caller.principal)) throw new LeftToFullRoute();
    return caller;
  }

  /** The body and the caller (`usableCaller`), asked for at the same time. */
  private async callerOf(sessionId: string, req: PrereadRequest) {
    const caller = this.usableCaller(sessionId);
    caller.catch(() => undefined); // awaited below, or dropped with a body that does not parse
    req.prereadBody = await readText(req);
    const body: unknown = JSON.parse(req.prereadBody);
    return { caller: await caller, body };
  }

  /** Rejects (the caller hands the request to Express) when the full route must answer. */
  private async answerWrite(write: FastWrite, sessionId: string, req: PrereadRequest, res: ServerResponse, prelude: FastRoutePrelude) {
    const { change, limit } = await this.counted(this.writeLimit, sessionId, async (count) => {
      const { caller, body } = await this.callerOf(sessionId, req);
      const prepared = await write(caller.principal, body);
      if (!prepared) throw new LeftToFullRoute();
      const taken = await count.of(caller.session.loginId);
      if (taken.blocked) throw new LeftToFullRoute();
      return { change: prepared, limit: taken };
    });
    // Made or not, the change is never tried twice: from here on, this path answers.
    await change().then(
      () => {
        answerHeaders(req, res, prelude, limit.headers);
        res.statusCode = 204;
      },
      () => void (res.statusCode = 500),
    );
    res.end();
  }

  /**
   * A read over POST counts as a write, as the throttler guard counts every non-GET call. The answer is
   * the one `sendReadyJson` gives through Express (the same `EncodedJson`): the ETag, no 304 (Express never answers a POST with
   * one), and the gzip bytes, or the JSON when it was too small to compress. A client that does not take
   * gzip goes to the full route, whose compression middleware may still deflate the JSON for it.
   */
  private async answerRead(read: FastRead, params: Record<string, string>, sessionId: string, req: PrereadRequest, res: ServerResponse, prelude: FastRoutePrelude) {
    await this.counted(this.writeLimit, sessionId, async (count) => {
      const { caller, body } = await this.callerOf(sessionId, req);
      const answer = await read(caller.principal, { params, query: new URLSearchParams(urlOf(req).query), body });
      const ready = answer && (await this.encoded.of(answer));
      const bytes = ready && (ready.gzip ?? ready.json);
      if (!ready || !bytes || (ready.gzip && accepts(req).encoding('gzip') !== 'gzip')) throw new LeftToFullRoute();
      const limit = await count.of(caller.session.loginId);
      if (limit.blocked) throw new LeftToFullRoute();
      answerHeaders(req, res, prelude, limit.headers);
      sendJson(res, bytes, ready.etag, !!ready.gzip);
    });
  }
}

/**
 * A call's count against a person's limit, taken as the call starts. For a session this instance has
 * served, the person is known before Redis confirms the session, so the count goes to Redis with the
 * session's and the person's own commands instead of one round trip after them. A count taken for a
 * call that the full route then answers (any 4xx, 429 or error, or a session that is no longer live) is
 * given back, since that route counts the call itself: every call counts once, whichever way it went.
 */
class CallCount {
  private taken: { loginId: string; limit: Promise<TakenLimit> } | null = null;

  constructor(
    private readonly limit: PersonRateLimit,
    knownLogin: string | undefined,
  ) {
    if (knownLogin) this.take(knownLogin);
  }

  /** The count of this person's call: the one taken as the call started when it was theirs, else one taken now. */
  of(loginId: string): Promise<TakenLimit> {
    if (this.taken?.loginId !== loginId) {
      this.giveBack();
      this.take(loginId);
    }
    return this.taken!.limit;
  }

  /** The call goes to its full route: the count taken here, if any, is taken back. */
  giveBack(): void {
    const taken = this.taken;
    this.taken = null;
    if (taken) void taken.limit.then((limit) => (limit.counted ? this.limit.giveBack(taken.loginId) : undefined)).catch(() => undefined);
  }

  private take(loginId: string) {
    const limit = this.limit.take(loginId);
    limit.catch(() => undefined); // awaited by `of`, or given back
    this.taken = { loginId, limit };
  }
}

/** A 200 with JSON bytes (gzipped or not) and their ETag, as Express sends them under the compression middleware. */
function sendJson(res: ServerResponse, bytes: Buffer, etag: string, gzipped: boolean) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', bytes.byteLength);
  res.end(bytes);
}

/** What every answer of the full routes carries: the security headers, no caching, and the caller's write limit. */
function answerHeaders(req: IncomingMessage, res: ServerResponse, prelude: FastRoutePrelude, limitHeaders: [string, number][]) {
  prelude.securityHeaders(req, res, () => undefined);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of limitHeaders) res.setHeader(name, value);
}

/** The request's path and its query (without the `?`). */
function urlOf(req: IncomingMessage): { path: string; query: string } {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
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
