import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../src/platform/queues/queues.module';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const MONITOR = 'c41d5e7a90b3f28e6d1a4c7b3e9f0a2d58b6e1c4f7a0d3b9e2c5f8a1d4b7e0c3';
const LIMITS = { MONITORING_TOKEN: MONITOR, RATE_LIMIT_HEALTH_PER_MINUTE: '3', RATE_LIMIT_SIGN_INS_PER_MINUTE: '40', RATE_LIMIT_SEARCHES_PER_MINUTE: '5', RATE_LIMIT_UPLOADS_PER_HOUR: '3', RATE_LIMIT_WRITES_PER_MINUTE: '6' };

/** Rate limits (issue 12): a burst past the limit answers 429 with a translatable message; counts live in Redis. */
describe('rate limits', () => {
  let app: NestExpressApplication;
  const saved = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    useDatabase('rate_limits');
    Object.assign(process.env, LIMITS);
    app = await createTestApp();
    // Counts live in Redis beyond this app: start from none, as on a fresh deployment.
    const redis = app.get<Redis>(REDIS);
    const stale = await redis.keys(`portal:${app.get<Connection>(getConnectionToken()).name}:rate:*`);
    if (stale.length) await redis.del(...stale);
    await givenUsers(app, { id_portal: 'emma.employee' }, { id_portal: 'paul.peer' }, { id_portal: 'olga.opener' });
  });
  afterAll(async () => {
    await app.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('limits the full health report per address, but not the monitor holding the token, nor the orchestrator probes', async () => {
    const anonymous = new ApiClient(app.getHttpServer());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await anonymous.get('/api/health')).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
    for (let i = 0; i < 5; i += 1) expect((await anonymous.send('get', '/api/health', undefined, { Authorization: `Bearer ${MONITOR}` })).status).not.toBe(429);
    for (const probe of ['/api/health/live', '/api/health/ready']) expect((await anonymous.get(probe)).status).not.toBe(429);
  });

  it('answers a burst of directory searches 429 past the limit, per person, in the caller’s language', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await emma.get(`/api/getUsers/word/pa${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await emma.get('/api/getServices/word/sales');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'too_many_requests', message: 'Too many requests: please wait a moment and try again.' } });
    expect(Number(refused.headers['retry-after-search'] ?? refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another person has their own count; other reads are not limited.
    const paul = await signIn(app.getHttpServer(), 'paul.peer');
    expect((await paul.get('/api/getUsers/word/emma')).status).toBe(200);
    expect((await emma.get('/api/getOneUser')).status).toBe(200);
  });

  it('counts writes across routes and api instances, and refuses the write without running it', async () => {
    const paul = await signIn(app.getHttpServer(), 'paul.peer');
    const other = await createTestApp({ dropDatabase: false });
    try {
      const onOther = new ApiClient(other.getHttpServer());
      paul.cookies.forEach((value, name) => onOther.cookies.set(name, value));
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await paul.put('/api/updateUser', { language: 'fr' })).status);
        statuses.push((await onOther.put('/api/updateUser', { language: 'en' })).status);
      }
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses.slice(6)).toEqual([429, 429]);
      // The last accepted write set English; the refused ones changed nothing.
      expect((await paul.get('/api/getOneUser')).body.language).toBe('en');
    } finally {
      await other.close();
    }
  });

  it('counts the open beacon (answered before the router) with the other writes, and refuses an open past the limit without counting it', async () => {
    const olga = await signIn(app.getHttpServer(), 'olga.opener');
    const tools = await Promise.all(['Mail', 'Wiki', 'Chat', 'Drive', 'Travel'].map(async (title) => String((await givenTool(app, title))._id)));
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await olga.put('/api/updateUser', { language: 'fr' })).status);
    const opened = await olga.post('/api/opens', { toolId: tools[0] });
    statuses.push(opened.status);
    for (const tool of tools.slice(1)) statuses.push((await olga.post('/api/opens', { toolId: tool })).status);
    expect(statuses).toEqual([200, 200, 204, 204, 204, 204, 429]);
    expect(opened.headers['x-ratelimit-limit-write']).toBe('6');
    expect(opened.headers['x-ratelimit-remaining-write']).toBe('3');
    const recent = ((await olga.get('/api/opens/recent')).body as { _id: string }[]).map((tool) => tool._id);
    expect(recent).toEqual([tools[3], tools[2], tools[1], tools[0]]);
  });

  /** Starts each sign-in test with this address's sign-in count at zero. */
  const forgetSignInCounts = async () => {
    const redis = app.get<Redis>(REDIS);
    const counts = await redis.keys(`portal:${app.get<Connection>(getConnectionToken()).name}:rate:sign_in:*`);
    if (counts.length) await redis.del(...counts);
  };

  it('counts bare callbacks against the sign-in limit, and stores nothing for them (security review: each stored a sign-in for 10 minutes)', async () => {
    await forgetSignInCounts();
    const redis = app.get<Redis>(REDIS);
    const pending = async () => (await redis.keys(`portal:${app.get<Connection>(getConnectionToken()).name}:sign-in*`)).length;
    const before = await pending();
    const answers: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      const res = await new ApiClient(app.getHttpServer()).raw('get', '/api/auth/callback');
      answers.push(`${res.status} ${res.headers.location ?? ''}`.trim());
    }
    expect(answers.slice(0, 40)).toEqual(Array(40).fill('303 /error-unavailable'));
    expect(answers.slice(40)).toEqual(Array(5).fill('429'));
    expect(await pending()).toBe(before);
  });

  it('limits sign-in starts per address', async () => {
    await forgetSignInCounts();
    const client = new ApiClient(app.getHttpServer());
    let status = 0;
    for (let i = 0; i < 45 && status !== 429; i += 1) status = (await client.raw('get', '/api/auth/start?returnTo=%2F')).status;
    expect(status).toBe(429);
  });
});
