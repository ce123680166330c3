import { EARLY_CALL_ATTRIBUTE, ERROR_CODES, type ErrorBody } from '@contracts';

/** Every call of the front goes through `apiRequest`: no fetch anywhere else. */
const API_ROOT = '/api';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: `status` 0 means the network failed before any answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** True once the global handler has reacted (navigated to an error page): callers then stay quiet. */
  handled = false;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type GlobalApiFailure = 'server-error' | 'permission-denied';
type GlobalApiFailureHandler = (failure: GlobalApiFailure) => void;

let globalHandler: GlobalApiFailureHandler | null = null;

/**
 * The app layer registers how to react to failures that are the same for every call
 * (a 500 or a permission_denied), so that features only deal with their own errors.
 */
export function setGlobalApiFailureHandler(handler: GlobalApiFailureHandler | null): () => void {
  globalHandler = handler;
  return () => {
    if (globalHandler === handler) globalHandler = null;
  };
}

interface RequestOptions {
  body?: unknown;
  /** Set false when the caller has its own plan for every failure (the sign-in redirect does). */
  globalFailures?: boolean;
  /** The call outlives the page (a report sent as a link opens): fetch's `keepalive`, like a beacon. */
  keepalive?: boolean;
  /** Headers of this call (the Idempotency-Key of a create). */
  headers?: Record<string, string>;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/**
 * Whether this browser may hold a session: the server sets the CSRF cookie with every session and
 * clears it at sign-out (src/platform/sessions/session-cookies.ts). Without it, a call that needs a
 * session can only answer 401, so the start-up signs in without asking.
 */
export function mayHaveSession(): boolean {
  return readCookie(CSRF_COOKIE) !== undefined;
}

/** The cache-busting `date` parameter keeps old proxies and browsers from answering from cache. */
function apiUrl(path: string, now = Date.now()): string {
  const url = `${API_ROOT}/${path.replace(/^\/+/, '')}`;
  return `${url}${url.includes('?') ? '&' : '?'}date=${now}`;
}

function buildInit(method: HttpMethod, body: unknown, keepalive = false, extra: Record<string, string> = {}): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (method !== 'GET') {
    // Verbs other than GET and POST travel as POST: some company proxies drop PUT and DELETE.
    if (method !== 'POST') headers[METHOD_OVERRIDE_HEADER] = method;
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  // A FormData body (a file upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return {
    method: method === 'GET' ? 'GET' : 'POST',
    credentials: 'same-origin',
    keepalive,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  return new ApiError(status, message, typeof error?.code === 'string' ? error.code : undefined);
}

function globalFailureOf(error: ApiError): GlobalApiFailure | null {
  if (error.status === 500) return 'server-error';
  const denied = ERROR_CODES.permissionDenied;
  if (error.status === 403 && (error.message === denied || error.code === denied)) return 'permission-denied';
  return null;
}

/** GETs asked as the script starts (`askEarly`), by path: each answers the page's first read of it. */
const earlyAnswers = new Map<string, Promise<unknown>>();

/**
 * Asks a GET of the first screen now (main.tsx, beside the start-up's getOneUser), so its answer is in
 * when the page first reads it instead of a round trip after the user's answer and the first render.
 * The first `apiRequest('GET', path)` takes it; a failed early call is asked again then, with the
 * caller's own handling of failures. Not asked without a session.
 */
export function askEarly(path: string): void {
  if (!mayHaveSession() || earlyAnswers.has(path)) return;
  const answer = apiRequest('GET', path, { globalFailures: false });
  answer.catch(() => undefined); // read by the first apiRequest of this path
  earlyAnswers.set(path, answer);
}

async function earlyAnswerOf(path: string): Promise<{ body: unknown } | null> {
  const answer = earlyAnswers.get(path);
  if (!answer) return null;
  earlyAnswers.delete(path);
  try {
    return { body: await answer };
  } catch {
    return null;
  }
}

/**
 * The address the api preloaded in the page for this call (`FRONT_EARLY_CALLS`, a fetch preload with its
 * own `date`), once: the browser answers it from the preload; later calls of the path get a fresh `date`.
 */
function takePreloaded(path: string): string | undefined {
  const link = document.querySelector(`link[rel="preload"][${EARLY_CALL_ATTRIBUTE}="${path}"]`);
  link?.removeAttribute(EARLY_CALL_ATTRIBUTE);
  return link?.getAttribute('href') ?? undefined;
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (method === 'GET' && earlyAnswers.size > 0) {
    const early = await earlyAnswerOf(path);
    if (early) return early.body as T;
  }
  let response: Response;
  try {
    const address = (method === 'GET' && takePreloaded(path)) || apiUrl(path);
    response = await fetch(address, buildInit(method, options.body, options.keepalive, options.headers));
  } catch (cause) {
    throw Object.assign(new ApiError(0, 'network_error'), { cause });
  }
  const body = await readJson(response);
  if (response.ok) return body as T;

  const error = toApiError(response.status, body);
  const failure = globalFailureOf(error);
  if (failure && options.globalFailures !== false && globalHandler) {
    globalHandler(failure);
    error.handled = true;
  }
  throw error;
}
