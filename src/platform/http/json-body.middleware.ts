import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from './domain.error';
import type { PrereadRequest } from './fast-routes';

const JSON_LIMIT = '1mb';
// Not strict: a body that is JSON but not an object (`"text"`, `3`) reaches the route's schema, which names it.
const parse = express.json({ limit: JSON_LIMIT, strict: false });
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
    if (error.type === 'entity.too.large') return next(new DomainError('payload_too_large', 'The request is too large.', 413));
    if (error.type === 'entity.parse.failed') return next(invalidJson());
    next(error);
  });
}

/** A body the fast routes read (at most 1 KiB of `application/json`) before leaving the call to its full route. */
function parsePreread(req: Request, text: string, next: NextFunction) {
  try {
    req.body = JSON.parse(text);
  } catch {
    return next(invalidJson());
  }
  next();
}
