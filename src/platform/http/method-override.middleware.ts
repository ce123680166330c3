import type { NextFunction, Request, Response } from 'express';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE', 'GET']);

/**
 * The spec's clients send every call as POST with the real verb in X-HTTP-Method-Override.
 * Only POST may be overridden, so a GET link can never become a write.
 */
export function methodOverride(req: Request, _res: Response, next: NextFunction) {
  const header = req.headers['x-http-method-override'];
  const verb = typeof header === 'string' ? header.trim().toUpperCase() : '';
  if (req.method === 'POST' && OVERRIDABLE.has(verb)) {
    req.method = verb;
  }
  next();
}
