import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { isRedisUnavailable } from '../queues/redis-unavailable';

/** How long a client should wait before retrying while a dependency (the database, Redis) is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A failure that says "retry later", not "this request is wrong": the database or Redis cannot serve now.
 * Both the `/api` routes and the SCIM routes answer it 503 with Retry-After (each in its own error body).
 */
export function isDependencyUnavailable(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isRedisUnavailable(error);
}

/** The Retry-After of every 503 the api answers. */
export function askToRetryLater(res: Response): void {
  if (!res.headersSent) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
}
