import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressRefused, CheckAllowList, checkedAddress, Resolver } from './address-guard';
import { CheckReason, classifyStatus, isSignInRedirect, MAX_REDIRECTS, reasonOfError } from './classify';
import { retype } from '../../platform/types/retype';

export interface ProbeTarget {
  url: string;
  accepted: readonly [number, number][];
  timeoutMs: number;
}

export interface ProbeResult {
  outcome: 'up' | 'down';
  reason: CheckReason;
  /** The final answer's status code, null when none came. */
  httpStatus: number | null;
  /** Time to the final answer's headers (redirects included), null when none came. */
  responseMs: number | null;
}

interface Answer {
  status: number;
  location: string | undefined;
}

/** Only these headers: never a cookie, a token or anything of the people using the portal. */
const HEADERS = { 'user-agent': 'portal-status-check/1', accept: '*/*' };

function timeoutError(): NodeJS.ErrnoException {
  return Object.assign(new Error('check timed out'), { code: 'CHECK_TIMEOUT' });
}

/** One request to the checked address; the body is never read (the socket is dropped on the headers). */
function request(url: URL, method: 'HEAD' | 'GET', address: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<Answer> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) retype<(e: null, a: { address: string; family: number }[]) => void>(callback)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, { method, headers: HEADERS, lookup: pinned, agent: false, signal, servername: url.hostname }, (res) => {
      resolve({ status: res.statusCode ?? 0, location: typeof res.headers.location === 'string' ? res.headers.location : undefined });
      res.destroy();
    });
    req.on('error', (error) => reject(signal.aborted ? timeoutError() : error));
    req.end();
  });
}

/**
 * Checks one address: HEAD (GET when HEAD is refused with 405 or 501), redirects followed by hand up to
 * MAX_REDIRECTS, each hop's host resolved and allowed again, everything within the one timeout.
 */
export async function probe(target: ProbeTarget, allow: CheckAllowList, resolve?: Resolver): Promise<ProbeResult> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), target.timeoutMs);
  const down = (reason: CheckReason, httpStatus: number | null = null, responseMs: number | null = null): ProbeResult => ({ outcome: 'down', reason, httpStatus, responseMs });
  try {
    let url = new URL(target.url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const address = await checkedAddress(url, allow, resolve);
      let answer = await request(url, 'HEAD', address, controller.signal);
      if (answer.status === 405 || answer.status === 501) answer = await request(url, 'GET', address, controller.signal);
      const elapsed = Math.round(performance.now() - started);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') return down('status', answer.status, elapsed);
        if (isSignInRedirect(url, next)) return down('sign_in_redirect', answer.status, elapsed);
        url = next;
        continue;
      }
      const outcome = classifyStatus(answer.status, target.accepted);
      return { outcome, reason: outcome === 'up' ? 'ok' : 'status', httpStatus: answer.status, responseMs: elapsed };
    }
    return down('too_many_redirects');
  } catch (error) {
    if (error instanceof AddressRefused) return down('address_refused');
    if (controller.signal.aborted) return down('timeout');
    return down(reasonOfError(error as NodeJS.ErrnoException));
  } finally {
    clearTimeout(timer);
  }
}
