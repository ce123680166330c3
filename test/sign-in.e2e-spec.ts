import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../src/platform/queues/queues.module';
import { ApiClient } from './support/http-client';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

describe('single sign-on through the embedded OpenID provider', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    useDatabase('sign_in');
    app = await createTestApp();
    await givenUsers(
      app,
      { id_portal: 'emma.employee', firstname: 'Emma', lastname: 'Laurent', language: 'fr' },
      { id_portal: 'c_carla.contractor', firstname: 'Carla', lastname: 'Moreau' },
      { id_portal: 'dan.disabled', account_disabled: true },
    );
  });
  afterAll(() => app.close());

  it('GET login returns an address that leads to the provider with PKCE, state and nonce', async () => {
    const client = new ApiClient(app.getHttpServer());
    const res = await client.get('/api/login?returnTo=/admin/');
    expect(res.body.url).toBe('/api/auth/start?returnTo=%2Fadmin%2F');
    const start = await client.raw('get', res.body.url);
    expect(start.status).toBe(302);
    const url = new URL(start.headers.location);
    expect(url.origin).toBe(process.env.OIDC_ISSUER);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a directory user in and returns them from getOneUser', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee', '/admin/footer');
    const session = [...client.cookies.keys()];
    expect(session).toContain('portal_session');
    const res = await client.get('/api/getOneUser');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id_portal: 'emma.employee', firstname: 'Emma', fullname: 'Emma Laurent', language: 'fr', account_kind: 'employee' });
  });

  it('keeps only a random session id in an httpOnly, SameSite=Lax cookie, not marked Secure on plain http', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const id = client.cookies.get('portal_session')!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = client.signInCookies.find((line) => line.startsWith('portal_session='));
    expect(session).toMatch(/; httponly/i);
    expect(session).toMatch(/; samesite=lax/i);
    expect(session).not.toMatch(/; secure/i);
    // Nothing else of the sign-in is kept in the browser: no ID token, no signature cookie.
    expect([...client.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'portal_session']);
  });

  it('exposes the account kind from the login id prefix', async () => {
    const client = await signIn(app.getHttpServer(), 'c_carla.contractor');
    expect((await client.get('/api/getOneUser')).body.account_kind).toBe('external');
  });

  it('answers null for a person who is not in the directory and refuses them everything else', async () => {
    const client = await signIn(app.getHttpServer(), 'nina.notregistered');
    const me = await client.get('/api/getOneUser');
    expect(me.status).toBe(200);
    expect(me.body).toBeNull();
    const config = await client.get('/api/config');
    expect(config.status).toBe(403);
    expect(config.body).toEqual({ error: { message: 'permission_denied', code: 'permission_denied' } });
  });

  it('flags a disabled account and refuses it the rest', async () => {
    const client = await signIn(app.getHttpServer(), 'dan.disabled');
    expect((await client.get('/api/getOneUser')).body.account_disabled).toBe(true);
    expect((await client.get('/api/config')).status).toBe(403);
  });

  it('never returns to another site after sign-in', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee', '/');
    const res = await client.get('/api/login?returnTo=https://evil.example/');
    expect(res.body.url).toBe('/api/auth/start?returnTo=%2F');
    // The stored return address is "/": the real flow ends there (signIn asserts the Location).
    await expect(signIn(app.getHttpServer(), 'emma.employee', '//evil.example')).rejects.toThrow(/→ \/$/);
  });

  it('refuses a callback whose state does not match and opens no session', async () => {
    const client = new ApiClient(app.getHttpServer());
    await client.raw('get', (await client.get('/api/login')).body.url);
    const res = await client.raw('get', '/api/auth/callback?code=forged&state=forged');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/error-unavailable');
    expect((await client.get('/api/getOneUser')).status).toBe(401);
  });

  it('bounds the sign-ins under way from one address; one that comes back frees its place', async () => {
    const saved = process.env.SIGN_IN_PENDING_PER_ADDRESS;
    process.env.SIGN_IN_PENDING_PER_ADDRESS = '3';
    const bounded = await createTestApp({ dropDatabase: false });
    try {
      const redis = bounded.get<Redis>(REDIS);
      const pendingSets = await redis.keys(`portal:${bounded.get<Connection>(getConnectionToken()).name}:sign-in-pending:*`);
      if (pendingSets.length) await redis.del(...pendingSets);
      const start = () => new ApiClient(bounded.getHttpServer()).raw('get', '/api/auth/start?returnTo=%2F');
      const started = [await start(), await start(), await start()];
      expect(started.map((res) => res.status)).toEqual([302, 302, 302]);
      const refused = await start();
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('too_many_requests');
      // A sign-in that comes back (here refused by the provider's check) frees its place.
      const resumed = new ApiClient(bounded.getHttpServer());
      resumed.remember(started[0].headers['set-cookie']);
      await resumed.raw('get', '/api/auth/callback?code=forged&state=forged');
      expect((await start()).status).toBe(302);
    } finally {
      await bounded.close();
      if (saved === undefined) delete process.env.SIGN_IN_PENDING_PER_ADDRESS;
      else process.env.SIGN_IN_PENDING_PER_ADDRESS = saved;
    }
  });

  it('keeps the session across api instances (a restart, or several behind a load balancer)', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const other = await createTestApp({ dropDatabase: false });
    try {
      const onOther = new ApiClient(other.getHttpServer());
      client.cookies.forEach((value, name) => onOther.cookies.set(name, value));
      const res = await onOther.get('/api/getOneUser');
      expect(res.status).toBe(200);
      expect(res.body.id_portal).toBe('emma.employee');
    } finally {
      await other.close();
    }
  });

  it('refuses a tampered session cookie', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const forged = Buffer.from(JSON.stringify({ user: { loginId: 'alice.admin', signedInAt: Date.now() } })).toString('base64');
    client.cookies.set('portal_session', forged);
    expect((await client.get('/api/getOneUser')).status).toBe(401);
  });

  it('logs out with a POST: the session ends and the provider end-session address is offered, without the ID token', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${process.env.OIDC_ISSUER}/session/end\\?`));
    // The browser opens this address (its history, the provider's logs): our client and where to come back, no token.
    const url = new URL(res.body.url);
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'post_logout_redirect_uri']);
    expect(url.searchParams.get('client_id')).toBe(process.env.OIDC_CLIENT_ID);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(new URL('/', process.env.PUBLIC_URL).toString());
    expect(JSON.stringify(res.body)).not.toMatch(/id_token|eyJ/);
    expect((await client.get('/api/getOneUser')).status).toBe(401);

    // The real provider takes it: it asks the person to confirm, then signs them out and sends them back home.
    const provider = client.provider!;
    const page = await provider.fetch(res.body.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect({ action, xsrf }).toEqual({ action: `${process.env.OIDC_ISSUER}/session/end/confirm`, xsrf: expect.any(String) });
    const confirmed = await provider.fetch(action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(new URL('/', process.env.PUBLIC_URL).toString());
    // Signed out there too: the next sign-in in this browser asks who they are again.
    const start = await client.raw('get', (await client.get('/api/login')).body.url);
    let next = await provider.fetch(start.headers.location);
    while (next.status >= 300 && next.status < 400) next = await provider.fetch(new URL(next.headers.get('location')!, start.headers.location).toString());
    expect(await next.text()).toContain('Demo single sign-on');
  });

  it('keeps no ID token in the session: nothing of it is stored in Redis', async () => {
    const redis = app.get<Redis>(REDIS);
    const sessionKeys = () => redis.keys(`portal:${app.get<Connection>(getConnectionToken()).name}:session:id:*`);
    // Only the sessions this sign-in opens: Redis may still hold sessions of earlier runs.
    const before = new Set(await sessionKeys());
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const keys = (await sessionKeys()).filter((key) => !before.has(key));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await redis.get(key)).not.toMatch(/eyJ|idToken/);
    expect((await client.get('/api/getOneUser')).status).toBe(200);
  });

  it('acknowledges GET navAdmin (fired on switching area) for a signed-in, registered person only', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const res = await client.get('/api/navAdmin');
    expect(res.status).toBe(204);
    expect((await new ApiClient(app.getHttpServer()).get('/api/navAdmin')).status).toBe(401);
    const disabled = await signIn(app.getHttpServer(), 'dan.disabled');
    expect((await disabled.get('/api/navAdmin')).body).toEqual({ error: { message: 'permission_denied', code: 'permission_denied' } });
  });

  // Last on purpose: @nestjs/passport registers the "oidc" strategy in passport's global registry, so
  // the app built here (another PUBLIC_URL, hence another callback address) replaces it for this file.
  it('marks the cookies Secure and __Host- behind TLS (a trusted proxy saying https)', async () => {
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, TRUSTED_PROXIES: process.env.TRUSTED_PROXIES };
    Object.assign(process.env, { PUBLIC_URL: 'https://portal.example', TRUSTED_PROXIES: 'loopback' });
    const behindTls = await createTestApp({ dropDatabase: false });
    try {
      const client = new ApiClient(behindTls.getHttpServer());
      const login = await client.raw('get', '/api/login', { 'X-Forwarded-Proto': 'https' });
      const start = await client.raw('get', login.body.url, { 'X-Forwarded-Proto': 'https' });
      expect(start.status).toBe(302);
      // Over https every cookie of ours carries the __Host- prefix: Secure, Path=/, no Domain.
      const transaction = [start.headers['set-cookie'] ?? []].flat().find((line: string) => line.startsWith('__Host-portal_sign_in='));
      expect(transaction).toMatch(/; secure/i);
      expect(transaction).toMatch(/; httponly/i);
      expect(transaction).toMatch(/; path=\//i);
      expect(transaction).not.toMatch(/; domain=/i);
    } finally {
      await behindTls.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
