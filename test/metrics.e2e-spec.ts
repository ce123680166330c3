import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '../bench/support/api-process';
import { toolSubmission } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { stopChild } from './support/api-processes';
import { ApiClient } from './support/http-client';
import { labelValuesOf, sampleOf } from './support/prometheus-text';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

const ROOT = resolve(__dirname, '..');
const domain = 'metrics.example';

/**
 * The operator's metrics (docs/operations.md, "Metrics") on the processes as they run in production:
 * `node dist/cluster.js` with two api processes, whose primary serves their summed metrics on
 * METRICS_PORT, and `node dist/worker.js` on its own. Needs `npx nest build`.
 */
describe('metrics', () => {
  let app: NestExpressApplication;
  const processes: ChildProcess[] = [];
  let mongoUrl: string;
  let api: string;
  let apiMetrics: string;
  let managerId: string;
  let categoryId: string;

  beforeAll(async () => {
    mongoUrl = useDatabase('metrics');
    app = await createTestApp();
    const [manager] = await givenUsers(
      app,
      { id_portal: 'marc.manager', email: `marc@${domain}` },
      { id_portal: 'alice.admin', is_administrator: true, email: `alice@${domain}` },
      { id_portal: 'bob.admin', is_administrator: true, email: `bob@${domain}` },
    );
    managerId = String(manager._id);
    categoryId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
    const [port, metricsPort] = [await freePort(), await freePort()];
    start('api', 'cluster.js', { PORT: String(port), API_PROCESSES: '2', METRICS_PORT: String(metricsPort) });
    api = `http://127.0.0.1:${port}`;
    apiMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
    await waitFor(() => fetch(`${api}/api/health/ready`).then((res) => res.ok, () => false), 120_000);
    await waitFor(() => fetch(apiMetrics).then((res) => res.ok, () => false), 10_000);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => stopChild(child)));
    await app?.close();
  }, 30_000);

  it('counts requests by route pattern and status, queues the mail and shows the outbox backlog while no worker runs', async () => {
    const before = await scrape(apiMetrics);
    const marc = await signIn(api, 'marc.manager');
    const title = 'Measured Ledger';
    const created = await marc.post('/api/postApp', toolSubmission(title, categoryId, managerId));
    expect(created.status).toBe(201);
    const toolId = String((created.body as { _id: string })._id);
    for (let n = 0; n < 3; n++) expect((await marc.get(`/api/getApp/${toolId}/true`)).status).toBe(200);
    expect((await marc.get('/api/getApp/not-an-id/true')).status).toBe(400);

    // Both api processes answered some of these calls: the primary sums them.
    const after = await scrapeUntil(apiMetrics, (text) => (sampleOf(text, 'portal_outbox_entries') ?? 0) >= 1, 15_000);
    const requests = (text: string, labels: Record<string, string>) => sampleOf(text, 'portal_http_requests_total', labels) ?? 0;
    const created201 = { method: 'POST', route: '/api/postApp', status: '201' };
    expect(requests(after, created201) - requests(before, created201)).toBe(1);
    const read200 = { method: 'GET', route: '/api/getApp/:id/true', status: '200' };
    expect(requests(after, read200) - requests(before, read200)).toBe(3);
    expect(requests(after, { ...read200, status: '400' }) - requests(before, { ...read200, status: '400' })).toBe(1);
    expect(sampleOf(after, 'portal_http_request_duration_seconds_count', { ...read200, status: '2xx' })).toBeGreaterThanOrEqual(3);
    // The route's pattern, never the URL: no id in any label value.
    expect(labelValuesOf(after, 'portal_http_requests_total', 'route').filter((route) => route.includes(toolId) || route.includes('not-an-id'))).toEqual([]);
    expect((sampleOf(after, 'portal_sessions_opened_total') ?? 0) - (sampleOf(before, 'portal_sessions_opened_total') ?? 0)).toBe(1);

    // No worker yet: the request's mails wait in the queue, and their event in the outbox.
    const mailWaiting = (text: string) => sampleOf(text, 'portal_queue_jobs', { queue: 'mail', state: 'waiting' }) ?? 0;
    expect(mailWaiting(after) - mailWaiting(before)).toBeGreaterThanOrEqual(2);
    expect(sampleOf(after, 'portal_queue_jobs', { queue: 'directory-import', state: 'failed' })).toBe(0);
    expect(sampleOf(after, 'portal_outbox_oldest_age_seconds')).toBeGreaterThan(0);
    expect(sampleOf(after, 'portal_directory_index_entries', { kind: 'people' })).toBe(3);
    expect(sampleOf(after, 'portal_directory_index_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(after, 'portal_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  }, 60_000);

  it("serves the worker's own metrics: the mails sent, the queue and the outbox emptied", async () => {
    const workerPort = await freePort();
    const workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
    start('worker', 'worker.js', { METRICS_PORT: String(workerPort) });
    await waitFor(() => fetch(workerMetrics).then((res) => res.ok, () => false), 90_000);

    const completed = (text: string) => sampleOf(text, 'portal_queue_jobs', { queue: 'mail', state: 'completed' }) ?? 0;
    const drained = await scrapeUntil(workerMetrics, (text) => completed(text) >= 2 && sampleOf(text, 'portal_outbox_entries') === 0, 60_000);
    expect(sampleOf(drained, 'portal_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(0);
    expect(sampleOf(drained, 'portal_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(sampleOf(drained, 'portal_outbox_oldest_age_seconds')).toBe(0);
    expect(sampleOf(drained, 'portal_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sampleOf(drained, 'portal_reconciler_repairs_total')).toBeUndefined(); // nothing to repair: no sample yet
    // The api reads the same queue and outbox: it shows them drained too (its outbox read is cached 5 s).
    const apiDrained = await scrapeUntil(apiMetrics, (text) => sampleOf(text, 'portal_outbox_entries') === 0, 15_000);
    expect(sampleOf(apiDrained, 'portal_queue_jobs', { queue: 'mail', state: 'completed' })).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('never answers the metrics on the public port', async () => {
    const visitor = new ApiClient(api);
    expect((await visitor.get('/metrics')).status).toBe(404);
    expect((await visitor.get('/api/metrics')).status).toBe(404);
    const admin = await signIn(api, 'alice.admin');
    expect((await admin.get('/metrics')).status).toBe(404);
    expect((await admin.get('/api/metrics')).status).toBe(404);
    expect((await fetch(apiMetrics.replace('/metrics', '/other'))).status).toBe(404);
  });

  function start(name: string, file: string, env: Record<string, string>) {
    const main = join(ROOT, 'dist', file);
    if (!existsSync(main)) throw new Error(`dist/${file} is missing: run npx nest build first`);
    mkdirSync(join(ROOT, '.run'), { recursive: true });
    const out = openSync(join(ROOT, '.run', `e2e-metrics-${name}.log`), 'w');
    const child = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: { ...process.env, MONGO_URL: mongoUrl, HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', MAIL_BACKOFF_MS: '50', ...env },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    processes.push(child);
  }
});

async function scrape(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

async function scrapeUntil(url: string, condition: (text: string) => boolean, budgetMs: number): Promise<string> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const text = await scrape(url);
    if (condition(text) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitFor(condition: () => Promise<boolean>, budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

