import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import sharp from 'sharp';
import { startApiProcess, startHaproxy, waitFor, type ApiProcess, type ChildServer } from './support/api-processes';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

/** The catalogue reaches the other hosts through a Redis message and one read by id (docs/operations.md, "API processes"). */
const SYNC_BOUND_MS = 5_000;
const SEARCHES_PER_MINUTE = 6;

type Answer = { status: number; body: any; headers: Record<string, string> };

/**
 * Two api hosts (`node dist/cluster.js`, each its own process and port) behind Debian's HAProxy with the
 * product's configuration, on one database and one Redis: whatever one host did, the other shows at once
 * (a session, its CSRF token, a rate-limit count, bookmarks, an ended session, an import) or within the
 * catalogue's sync bound (an approval, a category rename). Each step is made on one host and checked on
 * the other, through HAProxy, which names the host that answered (`X-Api-Host`). Needs `npx nest build`.
 */
describe('api hosts behind HAProxy', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let hosts: ApiProcess[] = [];
  let haproxy: ChildServer & { baseUrl: string };
  let emma: ApiClient, marc: ApiClient, alice: ApiClient;
  const ids: Record<string, string> = {};
  let categoryId: string;
  let tools: Record<string, string>;

  beforeAll(async () => {
    const mongoUrl = useDatabase('cluster');
    app = await createTestApp();
    const people = await givenUsers(
      app,
      { id_portal: 'emma.employee' },
      { id_portal: 'marc.manager', email: 'marc@northwind.example' },
      { id_portal: 'alice.admin', is_administrator: true, email: 'alice@northwind.example' },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    categoryId = String((await givenCategory(app, { en: 'Office' }))._id);
    tools = { Mail: String((await givenTool(app, 'Mail')).id), Leave: String((await givenTool(app, 'Leave')).id) };
    const env = { MONGO_URL: mongoUrl, TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_SEARCHES_PER_MINUTE: String(SEARCHES_PER_MINUTE) };
    hosts = await Promise.all(['api1', 'api2'].map((name) => startApiProcess(`cluster-${name}`, env)));
    // HAProxy names its servers as the hosts are named here.
    hosts = hosts.map((host, n) => ({ ...host, name: `api${n + 1}` }));
    haproxy = await startHaproxy('cluster-haproxy', hosts, { tagHost: true });
    worker = await createTestWorker();
    [emma, marc, alice] = await Promise.all(['emma.employee', 'marc.manager', 'alice.admin'].map((login) => signIn(haproxy.baseUrl, login)));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([haproxy, ...hosts].filter(Boolean).map((server) => server.stop()));
    await worker?.close();
    await app?.close();
  }, 30_000);

  /** Sends `call` through HAProxy until `host` answers it (round robin: at most a turn of the hosts); the answer. */
  async function on(host: string, call: () => PromiseLike<Answer>): Promise<Answer> {
    for (let attempt = 0; attempt <= hosts.length; attempt++) {
      const res = await call();
      if (res.headers['x-api-host'] === host) return res;
    }
    throw new Error(`${host} answered none of ${hosts.length + 1} calls`);
  }
  const other = (res: Answer) => (res.headers['x-api-host'] === 'api1' ? 'api2' : 'api1');

  it('spreads calls over both hosts', async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 4; i++) answered.add((await emma.get('/api/getOneUser')).headers['x-api-host']);
    expect([...answered].sort()).toEqual(['api1', 'api2']);
  });

  it('honours on each host the session and the CSRF token opened through the other', async () => {
    // The sign-in's start, provider round trip and callback already went through HAProxy; the session works on both.
    for (const host of ['api1', 'api2']) expect((await on(host, () => emma.get('/api/getOneUser'))).status).toBe(200);
    for (const host of ['api1', 'api2']) {
      const saved = await on(host, () => emma.put('/api/updateBookmarkedApps', { _id: ids['emma.employee'], bookmarks: [tools.Mail] }));
      expect(saved.status).toBe(200);
    }
    // A write with another token is refused by both.
    const forged = () => emma.send('put', '/api/updateBookmarkedApps', { _id: ids['emma.employee'], bookmarks: [] }, { 'X-XSRF-TOKEN': 'forged' }, { csrf: false });
    for (const host of ['api1', 'api2']) expect((await on(host, forged)).status).toBe(403);
  });

  it('counts a person’s searches on both hosts against one limit', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < SEARCHES_PER_MINUTE + 2; i++) answers.push(await marc.get(`/api/getUsers/word/em${i}`));
    expect(new Set(answers.map((res) => res.headers['x-api-host'])).size).toBe(2);
    expect(answers.map((res) => res.status)).toEqual([...Array(SEARCHES_PER_MINUTE).fill(200), 429, 429]);
  });

  it('lists on one host the bookmarks just saved through the other', async () => {
    const saved = await emma.put('/api/updateBookmarkedApps', { _id: ids['emma.employee'], bookmarks: [tools.Leave, tools.Mail] });
    expect(saved.status).toBe(200);
    const listed = await on(other(saved), () => emma.get('/api/getBookmarkedApps'));
    expect(listed.body.map((tool: { title: { en: string } }) => tool.title.en)).toEqual(['Leave', 'Mail']);
  });

  it('shows on one host a tool whose creation was accepted through the other, within the sync bound', async () => {
    const proposed = await marc.post('/api/postApp', {
      title: { en: 'Expense bot' },
      description: { en: 'Expense bot helps' },
      url: { en: 'https://expenses.example/' },
      categories: [categoryId],
      users: ['all'],
      managers: [ids['marc.manager']],
    });
    expect(proposed.status).toBe(201);
    const validation = await app.get<Connection>(getConnectionToken()).collection('validations').findOne({ app: new Types.ObjectId(String(proposed.body._id)) });
    const accepted = await alice.put(`/api/app-validation/${String(validation!._id)}/accept`, {});
    expect(accepted.status).toBe(200);
    const elsewhere = other(accepted);
    const started = Date.now();
    await waitFor(async () => (await wallOn(elsewhere)).includes('Expense bot'), SYNC_BOUND_MS);
    expect(Date.now() - started).toBeLessThan(SYNC_BOUND_MS);
  });

  it('shows on one host a category renamed through the other, within the sync bound', async () => {
    const icon = `data:image/png;base64,${(await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2e86c1' } }).png().toBuffer()).toString('base64')}`;
    const renamed = await alice.put('/api/categories', { _id: categoryId, name: { en: 'Workplace' }, icon });
    expect(renamed.status).toBe(200);
    const elsewhere = other(renamed);
    await waitFor(async () => {
      const listed = await on(elsewhere, () => emma.get('/api/categories/all'));
      return listed.body.some((category: { name: { en: string } }) => category.name.en === 'Workplace');
    }, SYNC_BOUND_MS);
  });

  it('refuses on one host, at once, a session ended through the other', async () => {
    const victim = await signIn(haproxy.baseUrl, 'emma.employee');
    const ended = await alice.post(`/api/admin/users/${ids['emma.employee']}/end-sessions`);
    expect(ended.status).toBe(200);
    expect((await on(other(ended), () => victim.get('/api/getOneUser'))).status).toBe(401);
    expect((await on(ended.headers['x-api-host'], () => victim.get('/api/getOneUser'))).status).toBe(401);
  });

  it('finds through one host the people a directory import queued through the other brought in', async () => {
    const users = ['hermes_id;id_portal;firstname;lastname;email;company;services', 'H-alice.admin;alice.admin;Alice;Admin;;;', 'H-emma.employee;emma.employee;Emma;Employee;;;', 'H-marc.manager;marc.manager;Marc;Manager;;;', 'H-zoe.zeller;zoe.zeller;Zoe;Zeller;zoe@northwind.example;;'].join('\r\n');
    const services = 'objectguid,guid,title\nOG-1,GRP-1,Sales Paris';
    const queued = await alice
      .raw('put', `/api/config/import?date=${Date.now()}`)
      .field('importTestMode', 'false')
      .attach('usersFile', Buffer.from(users), 'users.csv')
      .attach('servicesFile', Buffer.from(services), 'services.csv');
    expect(queued.status).toBe(200);
    const elsewhere = other(queued);
    let state = '';
    await waitFor(async () => ['completed', 'failed', 'awaiting_confirmation'].includes((state = (await alice.get(`/api/config/import/${queued.body.jobId}`)).body.state)), 60_000);
    expect(state).toBe('completed');
    const found = await on(elsewhere, () => alice.get('/api/getUsers/word/zeller'));
    expect(found.body.map((person: { id_portal: string }) => person.id_portal)).toContain('zoe.zeller');
  });

  async function wallOn(host: string): Promise<string[]> {
    const wall = await on(host, () => emma.post('/api/getApps/null/H-emma.employee/10/100/true/true/false/false', {}));
    return wall.body.map((tool: { title: { en: string } }) => tool.title.en);
  }
});
