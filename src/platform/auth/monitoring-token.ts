import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request carries the configured monitoring token (`Authorization: Bearer <token>`).
 * Compared in constant time, over digests of equal length, so neither the answer time nor a length
 * tells a caller how much of a guess was right. No token configured: nobody carries it.
 */
export function carriesMonitoringToken(headers: IncomingHttpHeaders, token: string): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1]), digest(token));
}
