import type { Server } from 'node:http';
import { ApiClient } from './http-client';

/**
 * Signs in through the real OpenID Connect flow of the embedded provider, exactly as a browser would:
 * GET /api/login → provider → sign-in page → callback → session cookie (a random id) and its CSRF token. Returns the signed-in client.
 * `server` is an in-process server or the address of an api running apart (`http://127.0.0.1:<port>`);
 * `client`, a browser that may already hold cookies (to sign in again in it).
 */
export async function signIn(server: Server | string, loginId: string, returnTo = '/', client = new ApiClient(server)): Promise<ApiClient> {
  const login = await client.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (login.status !== 200) throw new Error(`GET /api/login answered ${login.status}`);
  // The address starts the flow at our side, which redirects to the provider.
  const start = await client.raw('get', login.body.url);
  if (start.status !== 302) throw new Error(`${login.body.url} answered ${start.status}`);
  const authorizationUrl: string = start.headers.location;

  const provider = new CookieJarFetch();
  let response = await provider.fetch(authorizationUrl);
  // Follow the provider's redirects to its sign-in page, then submit the login id.
  while (isRedirect(response.status)) response = await provider.fetch(new URL(response.headers.get('location')!, authorizationUrl).toString());
  const page = await response.text();
  const action = /action="(\/interaction\/[^"]+\/login)"/.exec(page)?.[1];
  if (!action) throw new Error(`no sign-in form on the provider page: ${page.slice(0, 200)}`);
  response = await provider.fetch(new URL(action, authorizationUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: loginId }).toString(),
  });
  // Follow the provider until it sends the browser back to our callback.
  let location = response.headers.get('location');
  while (location && !location.includes('/api/auth/callback')) {
    response = await provider.fetch(new URL(location, authorizationUrl).toString());
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`the provider did not redirect to the callback (status ${response.status})`);
  const callback = new URL(location);
  const done = await client.raw('get', `${callback.pathname}${callback.search}`);
  if (done.status !== 303 || done.headers.location !== returnTo) {
    throw new Error(`callback answered ${done.status} → ${done.headers.location}`);
  }
  client.signInCookies = [done.headers['set-cookie'] ?? []].flat();
  client.provider = provider;
  return client;
}

function isRedirect(status: number) {
  return status >= 300 && status < 400;
}

/** fetch with a cookie jar and manual redirects, for the provider's side of the flow. */
class CookieJarFetch {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }
}
