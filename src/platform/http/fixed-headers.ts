import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from './fast-routes';

/**
 * The headers a middleware sets whatever the request (helmet's, from its configuration alone), taken once
 * by running it on a stand-in answer, and set by a middleware that only copies them: the fast routes ran
 * helmet's dozen middlewares for every call.
 */
export function fixedHeadersOf(middleware: Middleware): Middleware {
  const fixed: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void fixed.push([name, value]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let ran = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, () => (ran = true));
  if (!ran) throw new Error('the security headers middleware did not call next() synchronously');
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
