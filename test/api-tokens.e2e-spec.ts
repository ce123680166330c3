import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { ApiToken } from '../src/api-tokens/api-token.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const NOT_AUTHENTICATED = { error: { message: 'not_authenticated', code: 'not_authenticated' } };
const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const TOKEN_CALLS_PER_MINUTE = 40;

/** The expiry day `days` from today (UTC), as the form sends it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function logLine(app: NestExpressApplication, action: string, label: string) {
  const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
  for (let tries = 0; tries < 60; tries++) {
    const line = await logs.findOne({ action, 'target.label': label }).lean();
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line ${action} for ${label}`);
}

describe('API tokens for programs (issue 34 §4)', () => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  let emma: ApiClient;
  let program: ApiClient;
  let tokens: Model<ApiToken>;
  let europeId: string;

  const create = (body: object) => admin.post('/api/admin/api_tokens', { expiresOn: inDays(90), ...body });
  const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
  const call = (secret: string, path: string) => program.send('get', path, undefined, bearer(secret));

  beforeAll(async () => {
    useDatabase('api_tokens');
    process.env.RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE = String(TOKEN_CALLS_PER_MINUTE);
    app = await createTestApp();
    tokens = app.get<Model<ApiToken>>(getModelToken(ApiToken.name));
    const europe = await app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name)).create({ name: 'Northwind Europe', companies: ['Northwind GmbH'] });
    europeId = String(europe._id);
    await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true, firstname: 'Alice', lastname: 'Martin' }, { id_portal: 'emma.employee' });
    [admin, emma] = await Promise.all(['alice.admin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
    program = new ApiClient(app.getHttpServer());
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE;
    await app.close();
  });

  describe('the back-office resource', () => {
    it('creates a token whose secret is answered once and stored only as a hash, and logs who created it', async () => {
      const created = await create({ name: 'Catalogue reader', scopes: ['catalogue:read'], note: 'nightly sync' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Catalogue reader', scopes: ['catalogue:read'], note: 'nightly sync', state: 'active', lastUsedAt: null });
      expect(created.body.secret).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
      expect(created.body.hint).toBe(created.body.secret.slice(0, 8));

      const stored = await tokens.findById(created.body.id).lean();
      expect(JSON.stringify(stored)).not.toContain(created.body.secret);
      const listed = await admin.get('/api/admin/api_tokens?sort=["name","ASC"]&range=[0,24]');
      expect(listed.status).toBe(200);
      expect(listed.headers['content-range']).toMatch(/^api_tokens 0-0\/1$/);
      expect(JSON.stringify(listed.body)).not.toContain(created.body.secret.slice(8));
      expect(listed.body[0]).toMatchObject({ id: created.body.id, createdBy: { fullname: expect.stringContaining('Alice') } });
      expect((await admin.get(`/api/admin/api_tokens/${created.body.id}`)).body).not.toHaveProperty('secret');

      const line = await logLine(app, 'api_tokens.token.created', 'Catalogue reader');
      expect(line.message).toContain('catalogue:read');
      expect(line.user?.fullname).toContain('Alice');
    });

    it('refuses a token without expiry, past a year, without scope or with an unknown one, and stores nothing', async () => {
      const before = await tokens.countDocuments();
      const refusals = await Promise.all([
        create({ name: 'Forever', scopes: ['scim'], expiresOn: null }),
        create({ name: 'Too long', scopes: ['scim'], expiresOn: inDays(400) }),
        create({ name: 'No scope', scopes: [] }),
        create({ name: 'Admin', scopes: ['admin'] }),
        create({ name: '', scopes: ['scim'] }),
      ]);
      expect(refusals.map((answer) => [answer.status, answer.body.error.code])).toEqual([
        [400, 'API_TOKEN.EXPIRY_REQUIRED'],
        [400, 'API_TOKEN.EXPIRY_TOO_FAR'],
        [400, 'API_TOKEN.SCOPES_REQUIRED'],
        [400, 'API_TOKEN.UNKNOWN_SCOPE'],
        [400, 'API_TOKEN.NAME_REQUIRED'],
      ]);
      expect(refusals[1].body.violations.expiresOn).toMatchObject({ code: 'API_TOKEN.EXPIRY_TOO_FAR', params: { max: 365 } });
      expect(await tokens.countDocuments()).toBe(before);
    });

    it('is administrators only', async () => {
      const answers = await Promise.all([emma.get('/api/admin/api_tokens'), emma.post('/api/admin/api_tokens', { name: 'x', scopes: ['scim'], expiresOn: inDays(9) })]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [403, DENIED],
        [403, DENIED],
      ]);
    });
  });

  describe('a call with a token', () => {
    let reader: string;
    let usage: string;

    beforeAll(async () => {
      [reader, usage] = (await Promise.all([create({ name: 'Reader', scopes: ['catalogue:read'] }), create({ name: 'Usage', scopes: ['usage:read'] })])).map((answer) => answer.body.secret);
    });

    it('reads with its scope and records its last use', async () => {
      const answer = await call(reader, '/api/integration/subsidiaries');
      expect(answer.status).toBe(200);
      expect(answer.body.map((row: { id: string }) => row.id)).toEqual([europeId]);
      const stored = await tokens.findOne({ name: 'Reader' }).lean();
      for (let tries = 0; tries < 40 && !(await tokens.findOne({ name: 'Reader', last_used_at: { $ne: null } }).lean()); tries++) await new Promise((r) => setTimeout(r, 50));
      expect((await tokens.findById(stored!._id).lean())?.last_used_at).toBeInstanceOf(Date);
    });

    it('answers 403 to a token without the scope, the same for a resource that exists or not', async () => {
      const answers = await Promise.all([call(usage, `/api/integration/subsidiaries/${europeId}`), call(usage, '/api/integration/subsidiaries/0123456789abcdef01234567')]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [403, DENIED],
        [403, DENIED],
      ]);
    });

    it('answers 401 with no token, another kind of token or an unknown one, the same whether the resource exists', async () => {
      const unknown = `ptk_${'A'.repeat(43)}`;
      const answers = await Promise.all([
        program.send('get', `/api/integration/subsidiaries/${europeId}`),
        program.send('get', `/api/integration/subsidiaries/${europeId}`, undefined, { Authorization: 'Bearer a-monitoring-token-is-not-an-api-token-0000' }),
        call(unknown, `/api/integration/subsidiaries/${europeId}`),
        call(unknown, '/api/integration/subsidiaries/0123456789abcdef01234567'),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(4).fill([401, NOT_AUTHENTICATED]));
      expect(answers[2].headers['www-authenticate']).toMatch(/^Bearer realm="portal", error="invalid_token"/);
    });

    it('refuses a revoked token on its next call, and logs the revoke', async () => {
      const created = await create({ name: 'Short-lived', scopes: ['catalogue:read'] });
      expect((await call(created.body.secret, '/api/integration/subsidiaries')).status).toBe(200);
      const revoked = await admin.delete(`/api/admin/api_tokens/${created.body.id}`);
      expect(revoked.body).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
      expect(await call(created.body.secret, '/api/integration/subsidiaries')).toMatchObject({ status: 401, body: NOT_AUTHENTICATED });
      expect((await logLine(app, 'api_tokens.token.revoked', 'Short-lived')).message).toContain('revoked the API token "Short-lived"');
      const listed = await admin.get(`/api/admin/api_tokens?filter=${encodeURIComponent(JSON.stringify({ q: 'Short' }))}`);
      expect(listed.body.map((row: { state: string }) => row.state)).toEqual(['revoked']);
    });

    it('refuses an expired token (401)', async () => {
      const created = await create({ name: 'Expiring', scopes: ['catalogue:read'] });
      await tokens.updateOne({ _id: created.body.id }, { $set: { expires_at: new Date(Date.now() - 1000) } });
      expect(await call(created.body.secret, '/api/integration/subsidiaries')).toMatchObject({ status: 401, body: NOT_AUTHENTICATED });
      expect((await admin.get(`/api/admin/api_tokens/${created.body.id}`)).body.state).toBe('expired');
    });

    it('never lets a session cookie open a bearer route, nor a token a cookie route', async () => {
      expect(await admin.get('/api/integration/subsidiaries')).toMatchObject({ status: 401, body: NOT_AUTHENTICATED });
      expect(await program.send('get', '/api/getOneUser', undefined, bearer(reader))).toMatchObject({ status: 401 });
      // An administrator's cookie beside a token: the cookie is not read at all.
      expect(await admin.send('get', '/api/admin/api_tokens', undefined, bearer(reader))).toMatchObject({ status: 401 });
    });

    it('counts every call of a token against its own limit (429), not against other tokens', async () => {
      const busy = (await create({ name: 'Busy', scopes: ['catalogue:read'] })).body.secret;
      const statuses: number[] = [];
      for (let i = 0; i <= TOKEN_CALLS_PER_MINUTE; i++) statuses.push((await call(busy, '/api/integration/subsidiaries')).status);
      expect(statuses.slice(0, TOKEN_CALLS_PER_MINUTE).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await call(reader, '/api/integration/subsidiaries')).status).toBe(200);
    });
  });
});
