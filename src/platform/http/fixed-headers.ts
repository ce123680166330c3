import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Middleware } from './fast-routes';

/**
 * The headers a middleware sets whatever the request (helmet's, from its configuration alone), taken once
 * by running it on a stand-in answer, and set by a middleware that only copies them: the fast routes ran
 * helmet's dozen middlewares for every call.
 */
export function fixedHeadersOf(middleware: Middleware): Middleware {
  const fixed: [string, string | number | readonly string[]][] = [];
  const request = Object.assign(new IncomingMessage(new Socket()), { method: 'GET', url: '/' });
  const recorder = new ServerResponse(request);
  recorder.setHeader = (name, value) => {
    fixed.push([name, value]);
    return recorder;
  };
  let ran = false;
  middleware(request, recorder, () => (ran = true));
  if (!ran) throw new Error('the security headers middleware did not call next() synchronously');
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
