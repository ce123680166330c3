import { fetchUtils, HttpError } from 'react-admin';
import { ERROR_CODES, type ErrorBody } from '@contracts';
import { FRONT_PAGES, leaveAdmin } from './navigation';

/** Every call of the back-office goes under this root (spec section 7). */
export const API_ROOT = '/api';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';

type HttpOptions = fetchUtils.Options;
type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/**
 * The one HTTP client of the back-office, used by the data provider and the auth provider.
 * It applies the server's conventions: cookies sent, a cache-busting `date` parameter, verbs
 * other than GET emulated as POST with an override header, and the CSRF token echoed back.
 */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const early = method === 'GET' && !options.body ? takeEarlyAnswer(url) : undefined;
  // A failed early call was made quietly: the page's own call then meets the error and handles it.
  if (early) return early.catch(() => httpClient(url, options));
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (method !== 'GET') {
    headers.set(METHOD_OVERRIDE_HEADER, method);
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  try {
    return await fetchUtils.fetchJson(withCacheBuster(url), {
      ...options,
      method: method === 'GET' ? 'GET' : 'POST',
      headers,
      credentials: 'include',
    });
  } catch (error) {
    throw handleHttpError(error);
  }
}

/** How long an early answer waits for the page's call that needs it: after that the page asks again. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;
const earlyAnswers = new Map<string, { answer: Promise<HttpResponse>; startedAt: number }>();

/**
 * A GET made before the page needs it (the home's calls, started as the page loads: src/boot), its
 * answer handed to the first identical call of the page instead of asking the server twice. It is
 * quiet: no error page, no notice; a failed early call is just not reused.
 */
export function earlyHttpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  if ((options.method ?? 'GET').toUpperCase() !== 'GET' || options.body) throw new Error('Only GET calls may be made early');
  const answer = fetchUtils.fetchJson(withCacheBuster(url), { headers: new Headers({ Accept: 'application/json' }), credentials: 'include' });
  const early = { answer, startedAt: Date.now() };
  earlyAnswers.set(url, early);
  answer.catch(() => earlyAnswers.get(url) === early && earlyAnswers.delete(url));
  return answer;
}

/** The early answer to this call, once: a later identical call asks the server. */
function takeEarlyAnswer(url: string): Promise<HttpResponse> | undefined {
  const early = earlyAnswers.get(url);
  if (!early) return undefined;
  earlyAnswers.delete(url);
  return Date.now() - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : undefined;
}

/** Proxies and browsers must never answer an API call from their cache. */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}date=${now}`;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(prefix.length));
}

/**
 * Sends the browser to the front's error pages where the spec says so (section 8), and
 * rebuilds the error with the server's message, which fetchJson does not look for.
 */
function handleHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as Partial<ErrorBody> | undefined;
  const message = body?.error?.message;
  const errorPage = frontErrorPageFor(error.status, message);
  if (errorPage) leaveAdmin(errorPage);
  return message ? new HttpError(message, error.status, error.body) : error;
}

function frontErrorPageFor(status: number, message: string | undefined): string | undefined {
  if (status === 403 && message === ERROR_CODES.permissionDenied) return FRONT_PAGES.forbidden;
  if (status === 500) return FRONT_PAGES.serverError;
  return undefined;
}

/** True when the client already sent the browser to one of the front's error pages for this error. */
export function leftForErrorPage(error: unknown): boolean {
  return error instanceof HttpError && frontErrorPageFor(error.status, error.message) !== undefined;
}
