import type { NestExpressApplication } from '@nestjs/platform-express';
import { startApiProcess, waitFor as waitUntil, type ApiProcess } from './support/api-processes';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenToolCreated } from './support/wall-fixtures';

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
  let processes: ApiProcess[] = [];
  let first: string;
  let second: string;
  let adminOnFirst: ApiClient;
  let adminOnSecond: ApiClient;

  beforeAll(async () => {
    const mongoUrl = useDatabase('two_api_processes');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true });
    processes = await Promise.all(['first', 'second'].map((name) => startApiProcess(`two-api-processes-${name}`, { MONGO_URL: mongoUrl }, { script: 'main.js' })));
    [first, second] = processes.map((api) => api.baseUrl);
    [adminOnFirst, adminOnSecond] = await Promise.all([signIn(first, 'alice.admin'), signIn(second, 'alice.admin')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
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
});

const waitFor = (condition: () => Promise<boolean>) => waitUntil(condition, SYNC_BOUND_MS);
