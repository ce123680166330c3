import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiClient } from './support/http-client';
import { givenUsers } from './support/directory-fixtures';
import { settleReadModels } from './support/read-models';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';
import { BUILD_VERSION } from '../src/platform/build-version';

/** The monitor's token of this file's api (MONITORING_TOKEN). */
const MONITOR = 'c41d5e7a90b3f28e6d1a4c7b3e9f0a2d58b6e1c4f7a0d3b9e2c5f8a1d4b7e0c3';
const monitor = { Authorization: `Bearer ${MONITOR}` };

describe('HTTP conventions (ARCHITECTURE.md)', () => {
  let app: NestExpressApplication;
  const savedToken = process.env.MONITORING_TOKEN;

  beforeAll(async () => {
    useDatabase('conventions');
    process.env.MONITORING_TOKEN = MONITOR;
    app = await createTestApp();
    if (savedToken === undefined) delete process.env.MONITORING_TOKEN;
    else process.env.MONITORING_TOKEN = savedToken;
    await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'emma.employee' });
  });
  afterAll(() => app.close());

  it('reports every real component in the health check to the monitor, the worker by its heartbeat', async () => {
    const client = new ApiClient(app.getHttpServer());
    const report = () => client.send('get', '/api/health', undefined, monitor);
    const withoutWorker = await report();
    expect(withoutWorker.body.checks).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' }, smtp: { status: 'up' } });
    const worker = await createTestWorker();
    try {
      let res = await report();
      for (let i = 0; i < 50 && res.status !== 200; i++) res = await new Promise((r) => setTimeout(r, 100)).then(report);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        // The monitor's detailed view names the running build (package.json's version): which host runs which build.
        version: BUILD_VERSION,
        checks: { database: { status: 'up' }, redis: { status: 'up' }, smtp: { status: 'up' }, worker: { status: 'up', detail: expect.stringMatching(/^\d+ workers? alive$/) } },
      });
    } finally {
      await worker.close();
    }
  });

  it('shows the checks and their errors to administrators and the monitor only: anyone else gets the overall status', async () => {
    const anonymous = new ApiClient(app.getHttpServer());
    const monitored = await anonymous.send('get', '/api/health', undefined, monitor);
    expect(Object.keys(monitored.body.checks)).toEqual(['database', 'redis', 'smtp', 'worker']);
    const overall = { status: monitored.status === 200 ? 'ok' : 'degraded' };
    const wrongToken = await anonymous.send('get', '/api/health', undefined, { Authorization: `Bearer ${MONITOR.slice(0, -1)}0` });
    const employee = await signIn(app.getHttpServer(), 'emma.employee');
    for (const res of [await anonymous.get('/api/health'), wrongToken, await employee.get('/api/health')]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: monitored.status, body: overall });
    }
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    expect((await admin.get('/api/health')).body.checks).toEqual({ database: { status: 'up' }, redis: { status: 'up' }, smtp: { status: 'up' }, worker: expect.objectContaining({ status: expect.any(String) }) });
  });

  it('answers liveness and readiness apart, readiness without SMTP', async () => {
    const client = new ApiClient(app.getHttpServer());
    expect((await client.get('/api/health/live')).body).toEqual({ status: 'ok' });
    // Ready once the read models loaded at start are held (the catalogue takes a moment after the app starts).
    await settleReadModels(app);
    const ready = await client.get('/api/health/ready');
    expect(ready.status).toBe(200);
    // Detail-free, for the monitor too: the full report is the place for details.
    expect(ready.body).toEqual({ status: 'ok' });
    expect((await client.send('get', '/api/health/ready', undefined, monitor)).body).toEqual({ status: 'ok' });
  });

  it('answers 401 with a JSON error when there is no session', async () => {
    const res = await new ApiClient(app.getHttpServer()).get('/api/getOneUser');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: 'not_authenticated', code: 'not_authenticated' } });
  });

  it('accepts and ignores the cache-busting date parameter', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await client.raw('get', `/api/config?date=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('footer');
  });

  it('honours X-HTTP-Method-Override on POST', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await client.emulated('PUT', '/api/config/footer', { footer: [{ lang: 'en', content: '<p>via override</p>' }] });
    expect(res.status).toBe(200);
    expect(res.body.footer).toEqual([{ lang: 'en', content: '<p>via override</p>' }]);
  });

  it('refuses a write without the CSRF token and changes nothing', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    await client.put('/api/config/footer', { footer: [{ lang: 'en', content: '<p>before</p>' }] });
    const forged = await client.send('put', '/api/config/footer', { footer: [{ lang: 'en', content: '<p>forged</p>' }] }, {}, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe('invalid_csrf_token');
    const wrong = await client.send('put', '/api/config/footer', { footer: [] }, { 'X-XSRF-TOKEN': 'guess' }, { csrf: false });
    expect(wrong.status).toBe(403);
    expect((await client.get('/api/config')).body.footer).toEqual([{ lang: 'en', content: '<p>before</p>' }]);
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await client.raw('put', '/api/config/footer', { 'Content-Type': 'application/json' }).send('{"footer": [');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'The request body is not valid JSON.', code: 'invalid_json' } });
  });

  it('answers an oversized body with 413', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await client.put('/api/config/footer', { footer: [{ lang: 'en', content: 'x'.repeat(2 * 1024 * 1024) }] });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('answers an unknown api path with a JSON 404', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await client.get('/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(/);
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const client = await signIn(app.getHttpServer(), 'alice.admin');
    await client.put('/api/config/footer', { footer: [{ lang: 'en', content: `<p>${'Legal text. '.repeat(500)}</p>` }] });
    const res = await client.send('get', '/api/config', undefined, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.footer[0].content).toContain('Legal text.');
  });

  it('gives every answer a request id and echoes a sane one', async () => {
    const res = await new ApiClient(app.getHttpServer()).raw('get', '/api/health', { 'X-Request-Id': 'trace-12345678' });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });
});
