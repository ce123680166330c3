import type { INestApplicationContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import request from 'supertest';
import { Types, type Model } from 'mongoose';
import type { UsageReport } from '../src/contracts';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { REDIS } from '../src/platform/queues/queues.module';
import { OpenCounter } from '../src/usage/open-counter';
import { ToolOpenDay } from '../src/usage/tool-open-day.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('the Usage page: GET admin/usage and its CSV export', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext | undefined;
  let admin: ApiClient, sophie: ApiClient, emma: ApiClient;
  let europe: string, asia: string;
  const finance = String(new Types.ObjectId());
  const tools: Record<string, string> = {};
  const report = async (client: ApiClient, query = '') => {
    const res = await client.get(`/api/admin/usage${query}`);
    expect(res.status).toBe(200);
    return res.body as UsageReport;
  };
  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  beforeAll(async () => {
    useDatabase('usage_report');
    app = await createTestApp();
    // The database is new; the usage module's keys in Redis (its read model included) may be left from an earlier run.
    const usageKeys = await app.get<Redis>(REDIS).keys(`${app.get(OpenCounter).pendingKey().replace(/:pending$/, '')}:*`);
    if (usageKeys.length) await app.get<Redis>(REDIS).del(...usageKeys);
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    [europe, asia] = (await Promise.all([subsidiaries.create({ name: 'Northwind Europe' }), subsidiaries.create({ name: 'Northwind Asia' })])).map((s) => String(s._id));
    const [alice] = await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', fullname: 'Alice Martin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: new Types.ObjectId(europe), name: 'Northwind Europe' } },
      { id_portal: 'emma.employee', language: 'fr', subsidiary: { _id: new Types.ObjectId(europe), name: 'Northwind Europe' } },
    );
    const europeTool = { subsidiaryId: europe as never };
    tools['Europe wiki'] = String((await givenTool(app, 'Europe wiki', { ...europeTool, categories: [finance] as never }))._id);
    tools['Europe payroll'] = String((await givenTool(app, 'Europe payroll', europeTool))._id);
    tools.Formula = String((await givenTool(app, '=HYPERLINK("http://evil.example")', { ...europeTool, managers: [String(alice._id)] }))._id);
    tools['Asia rooms'] = String((await givenTool(app, 'Asia rooms', { subsidiaryId: asia as never }))._id);
    tools['Global mail'] = String((await givenTool(app, 'Global mail'))._id);
    await givenTool(app, 'Awaiting approval', { is_published: false });
    // Earlier days' counts, as the worker leaves them (one document per tool and day).
    const days = app.get<Model<ToolOpenDay>>(getModelToken(ToolOpenDay.name));
    const counted = (tool: string, day: string, total: number, bySubsidiary: Record<string, number>, byLanguage: Record<string, number>) => ({
      _id: `${tool}:${day}`, tool, day, total, by_subsidiary: bySubsidiary, by_language: byLanguage,
    });
    await days.insertMany([
      counted(tools['Europe wiki'], dayAgo(10), 5, { [europe]: 3, none: 2 }, { fr: 4, en: 1 }),
      counted(tools['Europe wiki'], dayAgo(3), 2, { [europe]: 2 }, { fr: 2 }),
      counted(tools['Asia rooms'], dayAgo(1), 7, { [asia]: 7 }, { zh: 7 }),
      // Outside the 90 days: Global mail is a candidate to retire.
      counted(tools['Global mail'], dayAgo(100), 50, { none: 50 }, { en: 50 }),
    ]);
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
  });

  it('shows an administrator every published tool: opens per day, top tools, candidates to retire, per subsidiary and language', async () => {
    const body = await report(admin);
    expect(body).toMatchObject({ from: dayAgo(89), to: dayAgo(0), tools: 5, total: 14 });
    expect(body.days).toHaveLength(90);
    expect(body.days.find((entry) => entry.day === dayAgo(10))?.opens).toBe(5);
    expect(body.days.filter((entry) => entry.opens > 0)).toHaveLength(3);
    expect(body.top).toEqual([
      { id: tools['Asia rooms'], title: 'Asia rooms', opens: 7 },
      { id: tools['Europe wiki'], title: 'Europe wiki', opens: 7 },
    ]);
    expect(body.idleCount).toBe(3);
    expect(body.idle).toEqual([
      { id: tools.Formula, title: '=HYPERLINK("http://evil.example")', managers: ['Alice Martin'] },
      { id: tools['Europe payroll'], title: 'Europe payroll', managers: [] },
      { id: tools['Global mail'], title: 'Global mail', managers: [] },
    ]);
    expect(body.bySubsidiary).toEqual([
      { id: asia, name: 'Northwind Asia', opens: 7 },
      { id: europe, name: 'Northwind Europe', opens: 5 },
      { id: null, name: '', opens: 2 },
    ]);
    expect(body.byLanguage).toEqual([
      { language: 'fr', opens: 6 },
      { language: 'zh', opens: 7 },
      { language: 'en', opens: 1 },
    ].sort((a, b) => b.opens - a.opens));
    // Counts only: no person anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/emma|sophie/);
  });

  it('keeps a sub-administrator inside their subsidiary, and answers 404 for another one', async () => {
    const body = await report(sophie);
    expect(body).toMatchObject({ tools: 3, total: 7, idleCount: 2 });
    expect(titles(body.top)).toEqual(['Europe wiki']);
    expect(titles(body.idle)).toEqual(['=HYPERLINK("http://evil.example")', 'Europe payroll']);
    expect(JSON.stringify(body)).not.toMatch(/Asia rooms|Global mail/);
    expect((await report(sophie, `?subsidiary=${europe}`)).total).toBe(7);
    const other = await sophie.get(`/api/admin/usage?subsidiary=${asia}`);
    expect({ status: other.status, leaked: JSON.stringify(other.body).includes('Asia') }).toEqual({ status: 404, leaked: false });
    expect((await sophie.get(`/api/admin/usage/export?subsidiary=${asia}`)).status).toBe(404);
  });

  it('filters by category and by subsidiary', async () => {
    const byCategory = await report(admin, `?category=${finance}`);
    expect(byCategory).toMatchObject({ tools: 1, total: 7, idleCount: 0 });
    const byAsia = await report(admin, `?subsidiary=${asia}`);
    expect(byAsia).toMatchObject({ tools: 1, total: 7 });
    expect(titles(byAsia.top)).toEqual(['Asia rooms']);
    expect((await report(admin, `?subsidiary=${asia}&category=${finance}`)).tools).toBe(0);
    expect((await report(admin, '?category=&subsidiary=')).tools).toBe(5);
  });

  it.each([
    ['a malformed category', '?category=finance', 'category', 'INVALID_ID'],
    ['an operator for a subsidiary', '?subsidiary=%7B%22%24ne%22%3A1%7D', 'subsidiary', 'INVALID_ID'],
    ['a repeated filter', `?category=${finance}&category=${finance}`, 'category', 'INVALID_TYPE'],
  ])('answers 400 for %s, with the violation the UIs translate', async (_label, query, field, code) => {
    for (const path of ['/api/admin/usage', '/api/admin/usage/export']) {
      const res = await admin.get(`${path}${query}`);
      expect({ status: res.status, code: res.body.violations?.[field]?.code }).toEqual({ status: 400, code });
    }
  });

  it('answers 401 without a session and 403 to an employee', async () => {
    for (const path of ['/api/admin/usage', '/api/admin/usage/export']) {
      expect((await request(app.getHttpServer()).get(path)).status).toBe(401);
      expect((await emma.get(path)).status).toBe(403);
    }
  });

  it('exports the page as a semicolon CSV with a timestamped name and formula-neutralised cells', async () => {
    const res = await admin.get('/api/admin/usage/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="usage-\d{8}-\d{6}\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(`id;title;opens ${dayAgo(89)} to ${dayAgo(0)};managers`);
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(['Asia rooms', 'Europe wiki', `"'=HYPERLINK(""http://evil.example"")"`, 'Europe payroll', 'Global mail']);
    expect(lines).toContain(`${tools.Formula};"'=HYPERLINK(""http://evil.example"")";0;Alice Martin`);
    const scoped = await sophie.get('/api/admin/usage/export');
    expect(scoped.text).not.toMatch(/Asia rooms|Global mail/);
  });

  it('shows an open on the next call once the worker has written it', async () => {
    expect((await emma.post('/api/opens', { toolId: tools['Europe payroll'] })).status).toBe(204);
    worker = await createTestWorker();
    const until = Date.now() + 30_000;
    let body = await report(admin);
    while (!body.top.some((tool) => tool.title === 'Europe payroll') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      body = await report(admin);
    }
    expect(body.top.find((tool) => tool.title === 'Europe payroll')?.opens).toBe(1);
    expect(body.total).toBe(15);
    expect(body.days.at(-1)?.opens).toBe(1);
    expect(body.bySubsidiary.find((entry) => entry.id === europe)?.opens).toBe(6);
    expect(titles(body.idle)).not.toContain('Europe payroll');
  });

  describe("the worker's read model (each tool's window in Redis)", () => {
    const key = (part: string) => `${app.get(OpenCounter).pendingKey().replace(/:pending$/, '')}:window:${part}`;
    const redis = () => app.get<Redis>(REDIS);
    const until = async (done: () => Promise<boolean>) => {
      for (const stop = Date.now() + 30_000; !(await done()) && Date.now() < stop; ) await new Promise((resolve) => setTimeout(resolve, 500));
    };
    /** Every figure of the page, for each scope and filter: what must agree whichever way it was read. */
    const everyView = async () => ({
      admin: await report(admin),
      byCategory: await report(admin, `?category=${finance}`),
      byAsia: await report(admin, `?subsidiary=${asia}`),
      subAdmin: await report(sophie),
    });
    const figures = (views: Awaited<ReturnType<typeof everyView>>) =>
      Object.fromEntries(Object.entries(views).map(([name, body]) => [name, { total: body.total, top: body.top, idle: body.idleCount, days: body.days, bySubsidiary: body.bySubsidiary, byLanguage: body.byLanguage }]));

    it('holds the window of each tool opened in the 90 days, and the page read from it agrees with the day documents for every scope and filter', async () => {
      expect(worker).toBeDefined(); // started by the previous test
      await until(async () => (await redis().exists(key('meta'))) === 1);
      expect((await redis().hkeys(key('tools'))).sort()).toEqual([tools['Europe wiki'], tools['Asia rooms'], tools['Europe payroll']].sort());
      const published = await everyView();
      expect(published.admin).toMatchObject({ total: 15, tools: 5 });
      expect(published.subAdmin).toMatchObject({ total: 8, tools: 3 });
      expect(JSON.stringify(published.subAdmin)).not.toMatch(/Asia rooms/);
      expect(published.byCategory).toMatchObject({ total: 7, tools: 1 });
      expect(published.byAsia).toMatchObject({ total: 7, tools: 1 });
      // The same page read from the day documents themselves (what an api does until a worker has published).
      await redis().del(key('meta'));
      expect(figures(await everyView())).toEqual(figures(published));
      // The worker finds it gone and writes every tool again.
      await until(async () => (await redis().exists(key('meta'))) === 1);
      expect(figures(await everyView())).toEqual(figures(published));
    });

    it('converges after a restart of the worker: a wrong or missing tool is written again from the day documents', async () => {
      // As if a publish had stopped half way, or an older value had been written over a newer one.
      await redis().hset(key('tools'), tools['Europe wiki'], JSON.stringify({ firstDay: 0, perDay: [], bySubsidiary: { none: 1000 }, byLanguage: { en: 1000 } }));
      await redis().hdel(key('tools'), tools['Asia rooms']);
      const [seconds, micros] = await redis().time();
      const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      await redis().zadd(key('changed'), now, tools['Europe wiki'], now, tools['Asia rooms']);
      const before = await report(admin);
      expect(before.total).toBe(1); // the page reads what was published
      await worker!.close();
      worker = await createTestWorker();
      await until(async () => (await report(admin)).total === 15);
      const after = await everyView();
      expect(after.admin.top).toEqual([
        { id: tools['Asia rooms'], title: 'Asia rooms', opens: 7 },
        { id: tools['Europe wiki'], title: 'Europe wiki', opens: 7 },
        { id: tools['Europe payroll'], title: 'Europe payroll', opens: 1 },
      ]);
      expect(after.admin.bySubsidiary.find((entry) => entry.id === null)?.opens).toBe(2);
      expect(after.subAdmin.total).toBe(8);
    });

    it('starts again from its snapshot of the day documents, reading only those written since; without a snapshot, the whole window', async () => {
      const days = app.get<Model<ToolOpenDay>>(getModelToken(ToolOpenDay.name));
      const opensOf = (body: UsageReport, title: string) => body.top.find((tool) => tool.title === title)?.opens;
      // Written behind the workers' back (never noted as written): a worker starting from its snapshot does not read it…
      const mail = tools['Global mail'];
      await days.create({ _id: `${mail}:${dayAgo(2)}`, tool: mail, day: dayAgo(2), total: 5, by_subsidiary: { none: 5 }, by_language: { en: 5 } });
      await worker!.close();
      worker = await createTestWorker();
      // …while an open counted after the start is read and shown.
      expect((await emma.post('/api/opens', { toolId: mail })).status).toBe(204);
      await until(async () => (await report(admin)).total === 16);
      const restored = await report(admin);
      expect(restored.total).toBe(16);
      expect(opensOf(restored, 'Global mail')).toBe(1);
      // No snapshot (a new installation, Redis lost it): the next worker reads every day document of the window.
      await worker!.close();
      await redis().del(key('days-synced'));
      worker = await createTestWorker();
      await until(async () => (await report(admin)).total === 21);
      const reread = await report(admin);
      expect(reread.total).toBe(21);
      expect(opensOf(reread, 'Global mail')).toBe(6);
    });
  });
});
