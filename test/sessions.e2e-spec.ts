import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiClient } from './support/http-client';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const SESSION = 'portal_session';

/** A second browser holding copies of the first one's cookies (a stolen or replayed cookie). */
function replayOf(client: ApiClient): ApiClient {
  const copy = new ApiClient(client.server);
  client.cookies.forEach((value, name) => copy.cookies.set(name, value));
  return copy;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `work` on an api built with these environment variables (the first app stays as it was). */
async function withApp<T>(env: Record<string, string>, work: (app: NestExpressApplication) => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const other = await createTestApp({ dropDatabase: false });
  try {
    return await work(other);
  } finally {
    await other.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('server-side sessions (issue 12)', () => {
  let app: NestExpressApplication;
  let emmaId: string;

  beforeAll(async () => {
    useDatabase('sessions');
    app = await createTestApp();
    const [, emma] = await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'emma.employee' }, { id_portal: 'bob.builder' });
    emmaId = String(emma._id);
  });
  afterAll(() => app.close());

  it('refuses a forged session id, well formed or not', async () => {
    const forged = new ApiClient(app.getHttpServer());
    forged.cookies.set(SESSION, randomBytes(32).toString('base64url'));
    expect((await forged.get('/api/getOneUser')).status).toBe(401);
    // The old signed-cookie format, with a made-up administrator inside, means nothing any more.
    forged.cookies.set(SESSION, Buffer.from(JSON.stringify({ user: { loginId: 'alice.admin', signedInAt: 0 } })).toString('base64'));
    expect((await forged.get('/api/admin/users')).status).toBe(401);
  });

  it('ends the session on the server at logout: a replayed cookie is refused', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    const captured = replayOf(emma);
    expect((await captured.get('/api/getOneUser')).status).toBe(200);
    expect((await emma.post('/api/logout')).status).toBe(200);
    const replayed = await captured.get('/api/getOneUser');
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe('not_authenticated');
  });

  it('refuses logout without the CSRF token and keeps the session', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    const forged = await emma.send('post', '/api/logout', undefined, {}, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('invalid_csrf_token');
    expect((await emma.get('/api/getOneUser')).status).toBe(200);
  });

  it('rotates the id at sign-in: an id planted before sign-in is worthless afterwards', async () => {
    const browser = await signIn(app.getHttpServer(), 'bob.builder');
    const planted = browser.cookies.get(SESSION)!;
    const before = replayOf(browser);
    await signIn(app.getHttpServer(), 'emma.employee', '/', browser);
    expect(browser.cookies.get(SESSION)).not.toBe(planted);
    expect((await browser.get('/api/getOneUser')).body.id_portal).toBe('emma.employee');
    expect((await before.get('/api/getOneUser')).status).toBe(401);
  });

  it('keeps the OpenID transaction on the server and the ID token out of the browser: the browser holds random ids only', async () => {
    const client = new ApiClient(app.getHttpServer());
    const start = await client.raw('get', (await client.get('/api/login')).body.url);
    const transaction = [start.headers['set-cookie'] ?? []].flat();
    expect(transaction).toHaveLength(1);
    expect(transaction[0]).toMatch(/^portal_sign_in=[A-Za-z0-9_-]{43};/);
    expect(transaction[0]).toMatch(/; Max-Age=600;/);
    expect(transaction[0]).toMatch(/; HttpOnly/);
    // PKCE challenge and state travel to the provider; the verifier and nonce never leave the server.
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    expect(emma.cookies.get(SESSION)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(emma.cookieHeader()).not.toMatch(/eyJ/);
  });

  it('binds the CSRF token to the session: another session’s token or a planted one is refused', async () => {
    const first = await signIn(app.getHttpServer(), 'emma.employee');
    const second = await signIn(app.getHttpServer(), 'emma.employee');
    const body = { language: 'fr' };
    const otherToken = await first.send('put', '/api/updateUser', body, { 'X-XSRF-TOKEN': second.cookies.get('XSRF-TOKEN')! }, { csrf: false });
    expect(otherToken.status).toBe(403);
    expect(otherToken.body.error.code).toBe('invalid_csrf_token');
    // Double submit of a value of the attacker's choosing (a cookie planted by a sibling host) no longer passes.
    first.cookies.set('XSRF-TOKEN', 'planted-by-attacker');
    const planted = await first.send('put', '/api/updateUser', body, { 'X-XSRF-TOKEN': 'planted-by-attacker' }, { csrf: false });
    expect(planted.status).toBe(403);
  });

  it('lets an administrator end every session of one user, and no one else', async () => {
    const [phone, laptop] = [await signIn(app.getHttpServer(), 'emma.employee'), await signIn(app.getHttpServer(), 'emma.employee')];
    const bob = await signIn(app.getHttpServer(), 'bob.builder');
    expect((await bob.post(`/api/admin/users/${emmaId}/end-sessions`)).status).toBe(403);
    expect((await phone.get('/api/getOneUser')).status).toBe(200);

    const alice = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await alice.post(`/api/admin/users/${emmaId}/end-sessions`);
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    expect((await phone.get('/api/getOneUser')).status).toBe(401);
    expect((await laptop.get('/api/getOneUser')).status).toBe(401);
    expect((await bob.get('/api/getOneUser')).status).toBe(200);
    expect((await alice.post('/api/admin/users/0123456789abcdef01234567/end-sessions')).status).toBe(404);
  });

  it('ends a session left idle past the idle timeout, and any session at its absolute lifetime', async () => {
    await withApp({ SESSION_IDLE_TIMEOUT_SECONDS: '2', SESSION_ABSOLUTE_LIFETIME_SECONDS: '6' }, async (short) => {
      const idle = await signIn(short.getHttpServer(), 'emma.employee');
      const busy = await signIn(short.getHttpServer(), 'emma.employee');
      const signedInAt = Date.now();
      // Used every 1.2 s, the busy session outlives the 2 s idle timeout…
      for (let step = 0; step < 3; step += 1) {
        await sleep(1200);
        expect((await busy.get('/api/getOneUser')).status).toBe(200);
      }
      // …while the one nobody used for more than 3.6 s has ended.
      expect((await idle.get('/api/getOneUser')).status).toBe(401);
      // Six seconds after sign-in, even a busy session ends.
      while (Date.now() - signedInAt < 6500) {
        await sleep(1000);
        if (Date.now() - signedInAt < 5500) expect((await busy.get('/api/getOneUser')).status).toBe(200);
      }
      expect((await busy.get('/api/getOneUser')).status).toBe(401);
    });
  });

  it('ends the sessions of a person the next directory import deletes, and only theirs', async () => {
    await givenUsers(app, { id_portal: 'carl.leaving' });
    const worker = await createTestWorker();
    try {
      const [carl, bob, alice] = [await signIn(app.getHttpServer(), 'carl.leaving'), await signIn(app.getHttpServer(), 'bob.builder'), await signIn(app.getHttpServer(), 'alice.admin')];
      const header = 'hermes_id;id_portal;firstname;lastname;email;company;services';
      const people = ['alice.admin', 'emma.employee', 'bob.builder'].map((login) => `H-${login};${login};${login.split('.')[0]};Tester;;;`);
      const started = await alice
        .raw('put', `/api/config/import?date=${Date.now()}`)
        .field('importTestMode', 'false')
        .attach('usersFile', Buffer.from([header, ...people].join('\r\n')), 'users.csv')
        .attach('servicesFile', Buffer.from('objectguid,guid,title\nOG-1,GRP-1,Sales'), 'services.csv');
      expect(started.status).toBe(200);
      // Carl is absent from the file: one of four people deleted is past the deletion guard, so the
      // import waits for the administrator's confirmation; confirmed, it marks him deleted and his session ends.
      const until = Date.now() + 30_000;
      let report = (await alice.get(`/api/config/import/${started.body.jobId}`)).body;
      while (report.state !== 'awaiting_confirmation' && Date.now() < until) {
        await sleep(200);
        report = (await alice.get(`/api/config/import/${started.body.jobId}`)).body;
      }
      expect(report.state).toBe('awaiting_confirmation');
      expect((await alice.raw('post', `/api/config/import/${started.body.jobId}/confirm`)).status).toBe(200);
      const deadline = Date.now() + 30_000;
      let status = 200;
      while (status !== 401 && Date.now() < deadline) {
        await sleep(300);
        status = (await carl.get('/api/navAdmin')).status;
      }
      expect(status).toBe(401);
      expect((await bob.get('/api/getOneUser')).status).toBe(200);
    } finally {
      await worker.close();
    }
  }, 90_000);
});
