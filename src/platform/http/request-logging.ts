import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { observeHttpRequest } from '../metrics/metrics';

/** Called every few seconds by the orchestrator, cheap and detail-free: not logged. */
const PROBES = new Set(['/api/health/live', '/api/health/ready']);

/** The caller's X-Request-Id when sane, else a new one; echoed back. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * JSON access log; each request gets an id (the caller's X-Request-Id when sane) echoed back.
 * One line per call once it has answered (`request completed`, or `request aborted` when the caller
 * left first; answers of 500 and above at error level), written by the root logger itself: no child
 * logger and no serialised request per call, which cost more than the beacon they logged
 * (pino-http did both). The orchestrator's probes (`/api/health/live`, `/api/health/ready`) are not logged; the
 * full report (`/api/health`) is, like any call. When the level leaves out info, only the id is set.
 */
export function requestLogging(logger: Logger) {
  const logs = logger.isLevelEnabled('info');
  return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void) => {
    if (req.id) return next(); // logged already, by the fast routes before they left the call to Express
    const id = (req.id = requestIdOf(req, res));
    const url = (req.url ?? '').split('?')[0];
    const started = performance.now();
    res.once('close', () => observeHttpRequest(req.method, routeLabelOf(req, url), res.writableFinished ? res.statusCode : 499, (performance.now() - started) / 1000));
    if (logs && !PROBES.has(url)) {
      res.once('close', () => {
        const line = { req: { id, method: req.method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        if (!res.writableFinished) logger.info(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request completed');
        else logger.info(line, 'request completed');
      });
    }
    next();
  };
}

/** A request as the routers leave it: Express's matched route, or the fast routes' pattern. */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; routePattern?: string };

/** The route's pattern, never the URL, so the metrics' label values stay bounded. */
function routeLabelOf(req: RoutedRequest, url: string): string {
  if (req.routePattern) return req.routePattern;
  if (typeof req.route?.path === 'string') return req.route.path;
  return url.startsWith('/api/') || url === '/api' ? 'unmatched' : 'static';
}

/** The fast routes name the pattern they answered. */
export function markRoutePattern(req: IncomingMessage, pattern: string): void {
  (req as RoutedRequest).routePattern = pattern;
}
