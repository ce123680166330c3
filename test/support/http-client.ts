import type { Server } from 'node:http';
import request from 'supertest';

type Verb = 'get' | 'post' | 'put' | 'delete';

/**
 * A browser-like client of the api (an in-process server, or the address of one running apart, e.g.
 * `http://127.0.0.1:3206` for the benches): keeps cookies, sends the CSRF header (the XSRF-TOKEN cookie the
 * server derives from the session) on writes and the cache-busting
 * `date` parameter, and can emulate verbs the way the spec's front does (POST + X-HTTP-Method-Override).
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines of the sign-in callback, when this client signed in (test/support/sign-in.ts). */
  signInCookies: string[] = [];
  /** The same browser's side at the sign-in provider (its cookies), when this client signed in. */
  provider?: { fetch(url: string, init?: RequestInit): Promise<Response> };

  constructor(readonly server: Server | string) {}

  get(path: string) {
    return this.send('get', path);
  }
  post(path: string, body?: unknown) {
    return this.send('post', path, body);
  }
  put(path: string, body?: unknown) {
    return this.send('put', path, body);
  }
  delete(path: string) {
    return this.send('delete', path);
  }

  /** Sends `verb` as POST with X-HTTP-Method-Override, as the spec's clients do. */
  emulated(verb: 'PUT' | 'DELETE', path: string, body?: unknown) {
    return this.send('post', path, body, { 'X-HTTP-Method-Override': verb });
  }

  async send(verb: Verb, path: string, body?: unknown, headers: Record<string, string> = {}, options = { csrf: true }) {
    // The CSRF token comes with the session (the sign-in callback sets both); ask for it if it was lost.
    if (!this.cookies.has('XSRF-TOKEN') && this.cookies.has('portal_session')) await this.raw('get', '/api/getOneUser');
    const req = this.raw(verb, withDate(path), headers, options.csrf);
    return body === undefined ? req : req.send(body as object);
  }

  /** A request without the date parameter, for tests of the conventions themselves. */
  raw(verb: Verb, path: string, headers: Record<string, string> = {}, csrf = true) {
    let req = request(this.server)[verb](path).set('Cookie', this.cookieHeader());
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const token = this.cookies.get('XSRF-TOKEN');
    if (csrf && token && verb !== 'get') req = req.set('X-XSRF-TOKEN', token);
    return req.on('response', (res: { headers: Record<string, string | string[] | undefined> }) => this.remember(res.headers['set-cookie']));
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function withDate(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}date=${Date.now()}`;
}
