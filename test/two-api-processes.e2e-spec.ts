import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '../bench/support/api-process';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenToolCreated } from './support/wall-fixtures';

const ROOT = resolve(__dirname, '..');
/** The sync's bound when nothing is lost: a Redis message and one read by id. */
const SYNC_BOUND_MS = 5_000;

type Row = { id: string; title: { en: string } };

/**
 * Two api processes (`node dist/main.js`, as cluster.ts runs them) on one database and one Redis,
 * stateless: a session opened on one is honoured by the other, and a tool change made through one
 * is listed by the other within the catalogue sync's bound. Needs `npx nest build`.
 */
describe('two api processes', () => {
  let app: NestExpressApplication;
  const processes: ChildProcess[] = [];
  let first: string;
  let second: string;
  let adminOnFirst: ApiClient;
  let adminOnSecond: ApiClient;

  beforeAll(async () => {
    const mongoUrl = useDatabase('two_api_processes');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true });
    [first, second] = await Promise.all([startApi(mongoUrl, 'first'), startApi(mongoUrl, 'second')]);
    [adminOnFirst, adminOnSecond] = await Promise.all([signIn(first, 'alice.admin'), signIn(second, 'alice.admin')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => stop(child)));
    await app?.close();
  }, 30_000);

  const listedOn = async (client: ApiClient) => ((await client.get('/api/admin/tools?range=[0,99]')).body as Row[]).map((row) => row.title.en);

  it('honours on one process the session opened on the other', async () => {
    const carried = new ApiClient(second);
    for (const [name, value] of adminOnFirst.cookies) carried.cookies.set(name, value);
    expect((await carried.get('/api/admin/tools?range=[0,0]')).status).toBe(200);
    expect((await new ApiClient(second).get('/api/admin/tools?range=[0,0]')).status).toBe(401);
  });

  it('lists through the second process a tool deleted through the first no more, within the sync bound', async () => {
    const tool = await givenToolCreated(app, 30, 'Shared Ledger');
    await waitFor(async () => (await listedOn(adminOnSecond)).includes('Shared Ledger'));
    expect(await listedOn(adminOnFirst)).toContain('Shared Ledger');

    const deleted = await adminOnFirst.put(`/api/deleteApps/${String(tool._id)}`);
    expect(deleted.status).toBe(200);
    // The process that made the change lists it at once; the other within the bound.
    expect(await listedOn(adminOnFirst)).not.toContain('Shared Ledger');
    const started = Date.now();
    await waitFor(async () => !(await listedOn(adminOnSecond)).includes('Shared Ledger'));
    expect(Date.now() - started).toBeLessThan(SYNC_BOUND_MS);
  });

  async function startApi(mongoUrl: string, name: string): Promise<string> {
    const main = join(ROOT, 'dist/main.js');
    if (!existsSync(main)) throw new Error('dist/main.js is missing: run npx nest build first');
    const port = await freePort();
    mkdirSync(join(ROOT, '.run'), { recursive: true });
    const out = openSync(join(ROOT, '.run', `e2e-two-api-processes-${name}.log`), 'w');
    const child = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: { ...process.env, MONGO_URL: mongoUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    processes.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(() => fetch(`${base}/api/health/ready`).then((res) => res.ok, () => false), 90_000);
    return base;
  }
});

async function waitFor(condition: () => Promise<boolean>, budgetMs = SYNC_BOUND_MS): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
