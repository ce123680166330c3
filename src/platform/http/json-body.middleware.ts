import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from './domain.error';
import type { PrereadRequest } from './fast-routes';

const JSON_LIMIT = '1mb';
// Not strict: a body that is JSON but not an object (`"text"`, `3`) reaches the route's schema, which names it.
// SCIM's own media type (RFC 7644 §3.1) is JSON too.
const parse = express.json({ limit: JSON_LIMIT, strict: false, type: ['application/json', 'application/scim+json'] });
const invalidJson = () => new DomainError('invalid_json', 'The request body is not valid JSON.', 400);

/**
 * JSON bodies up to 1 MB. The parser's own errors become named errors here, because Nest would
 * otherwise turn them into a bare 400 carrying the parser's message.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  const preread = (req as PrereadRequest).prereadBody;
  if (preread !== undefined) return parsePreread(req, preread, next);
  parse(req, res, (error?: { type?: string }) => {
    if (!error) return next();
    const kind = error.type === 'entity.too.large' ? 'too_large' : error.type === 'entity.parse.failed' ? 'invalid_json' : null;
    if (kind && ROUTES_READING_BODY_ERRORS.some((prefix) => req.path.startsWith(prefix))) {
      // Its routes answer in their own error schema, after their authentication: they read the failure there.
      (req as UnreadableBodyRequest).unreadableBody = kind;
      req.body = {};
      return next();
    }
    if (kind === 'too_large') return next(new DomainError('payload_too_large', 'The request is too large.', 413));
    if (kind === 'invalid_json') return next(invalidJson());
    next(error);
  });
}

/** Routes with an error schema of their own (SCIM, RFC 7644 §3.12): a body that cannot be read is left to them. */
const ROUTES_READING_BODY_ERRORS = ['/scim/'];

/** Why the body of a request to those routes could not be read. */
export type UnreadableBodyRequest = Request & { unreadableBody?: 'too_large' | 'invalid_json' };

/** A body the fast routes read (at most 1 KiB of `application/json`) before leaving the call to its full route. */
function parsePreread(req: Request, text: string, next: NextFunction) {
  try {
    req.body = JSON.parse(text);
  } catch {
    return next(invalidJson());
  }
  next();
}
