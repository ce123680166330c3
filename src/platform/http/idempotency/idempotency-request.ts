import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ERROR_CODES } from '../../../contracts';
import { DomainError } from '../domain.error';

/** A key as the draft defines it (a structured-field string, quoted) or bare: 1 to 255 visible ASCII characters. */
const KEY = /^[\x21\x23-\x7e]{1,255}$/;

class IdempotencyKeyInvalid extends DomainError {
  constructor() {
    super(ERROR_CODES.idempotencyKeyInvalid, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, quoted or not.', 400);
  }
}

export function parseIdempotencyKey(header: string): string {
  const value = header.trim();
  const key = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY.test(key)) throw new IdempotencyKeyInvalid();
  return key;
}

/** The same request: method, path (without the query) and body, its keys in any order; uploaded files by name and size. */
export function requestFingerprint(req: Pick<Request, 'method' | 'baseUrl' | 'path' | 'body'> & { files?: unknown }): string {
  const files = Object.values((req.files as Record<string, { fieldname?: string; originalname?: string; size?: number }[]> | undefined) ?? {})
    .flat()
    .map((file) => [file.fieldname, file.originalname, file.size]);
  return createHash('sha256')
    .update(JSON.stringify([req.method, `${req.baseUrl}${req.path}`, stable(req.body), files]))
    .digest('base64url');
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, stable((value as Record<string, unknown>)[key])]));
  return value;
}
