import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pinoHttp from 'pino-http';
import type { Logger } from 'pino';

/** The caller's X-Request-Id when sane, else a new one; echoed back. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * JSON access log; each request gets an id (the caller's X-Request-Id when sane) echoed back.
 * When the level leaves out the access log (info), only the id is set: pino-http would build a
 * child logger and serialise every request for lines that are never written.
 */
export function requestLogging(logger: Logger) {
  if (!logger.isLevelEnabled('info')) {
    return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void) => {
      req.id = requestIdOf(req, res);
      next();
    };
  }
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
