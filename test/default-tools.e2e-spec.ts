import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { DefaultTool } from '../src/defaults/default-tool.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
type Row = { id: string; tool: string; position: number; title: Record<string, string> };

describe('default tools: config/default_tools calls and /api/admin/default_tools', () => {
  let app: NestExpressApplication;
  let defaults: Model<DefaultTool>;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;
  let europeId: string;
  let asiaId: string;
  const tools: Record<string, string> = {};
  const people: Record<string, string> = {};

  /** The stored list in order, as `title@position`. */
  async function storedOrder(): Promise<string[]> {
    const docs = await defaults.find().sort({ position: 1 }).lean();
    const names = Object.fromEntries(Object.entries(tools).map(([name, id]) => [id, name]));
    return docs.map((doc) => `${names[String(doc.tool)]}@${doc.position}`);
  }

  /** Puts the list back to Intranet, Leave, Expenses, Europe wiki (positions 0..3). */
  async function resetList() {
    await defaults.deleteMany({});
    await givenDefaultTool(app, { _id: tools.Intranet } as never, 0);
    await givenDefaultTool(app, { _id: tools.Leave } as never, 1);
    await givenDefaultTool(app, { _id: tools.Expenses } as never, 2, { language: 'fr' });
    await givenDefaultTool(app, { _id: tools['Europe wiki'] } as never, 3, { subsidiary: europeId as never });
  }
  const idOf = async (name: string) => String((await defaults.findOne({ tool: tools[name] }).lean())!._id);

  beforeAll(async () => {
    useDatabase('default_tools');
    app = await createTestApp();
    defaults = app.get<Model<DefaultTool>>(getModelToken(DefaultTool.name));
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const europe = await subsidiaries.create({ name: 'Northwind Europe' });
    const asia = await subsidiaries.create({ name: 'Northwind Asia' });
    [europeId, asiaId] = [String(europe._id), String(asia._id)];
    const users = await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
      { id_portal: 'sophie.subadmin', firstname: 'Sophie', lastname: 'Sub', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
      { id_portal: 'emma.employee' },
      { id_portal: 'gone.user', deleted: true },
    );
    for (const user of users) people[user.id_portal] = String(user._id);
    await givenGroups(app, { title: 'Sales', guid: 'GRP-SALES' });
    for (const title of ['Intranet', 'Leave', 'Expenses', 'Europe wiki', 'CRM', 'Asia rooms']) tools[title] = String((await givenTool(app, title))._id);
    tools.Retired = String((await givenTool(app, 'Retired', { deleted: true }))._id);
    tools.Unpublished = String((await givenTool(app, 'Unpublished', { is_published: false }))._id);
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  beforeEach(() => resetList());
  afterAll(() => app.close());

  describe('POST config/default_tools', () => {
    it('adds a default tool at the end with its creator, and the new toggle puts "all" in its audience', async () => {
      const res = await admin.post('/api/config/default_tools', {
        tool: tools.CRM,
        language: 'all',
        subsidiaryId: null,
        groups: ['GRP-SALES', people['emma.employee']],
        is_new: true,
        is_translated: false,
        creator: 'someone-else',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: res.body._id,
        tool: tools.CRM,
        title: { en: 'CRM', fr: 'CRM' },
        language: 'all',
        subsidiaryId: null,
        subsidiary: [],
        groups: ['all', 'GRP-SALES', people['emma.employee']],
        position: 4,
        creator: people['alice.admin'],
        is_new: true,
      });
      expect(await storedOrder()).toEqual(['Intranet@0', 'Leave@1', 'Expenses@2', 'Europe wiki@3', 'CRM@4']);

      const off = await admin.put('/api/config/default_tools', { _id: res.body._id, tool: tools.CRM, language: 'all', groups: res.body.groups, is_new: false });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ groups: ['GRP-SALES', people['emma.employee']], is_new: false, position: 4 });
    });

    it('refuses bad input with the field named and a code, and stores nothing', async () => {
      const cases: [unknown, string, string][] = [
        [{ language: 'all' }, 'tool', 'DEFAULT_TOOLS.TOOL_REQUIRED'],
        [{ tool: 'not-an-id', language: 'all' }, 'tool', 'DEFAULT_TOOLS.INVALID_ID'],
        [{ tool: tools.CRM, language: 'de' }, 'language', 'DEFAULT_TOOLS.LANGUAGE_REQUIRED'],
        [{ tool: tools.CRM, language: 'all', groups: 'GRP-SALES' }, 'groups', 'DEFAULT_TOOLS.INVALID_AUDIENCE'],
        [{ tool: tools.CRM, language: 'all', groups: ['GRP-NOPE'] }, 'groups', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: tools.CRM, language: 'all', groups: [people['gone.user']] }, 'groups', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: tools.Retired, language: 'all' }, 'tool', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: tools.Unpublished, language: 'all' }, 'tool', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: '64b000000000000000000009', language: 'all' }, 'tool', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: tools.CRM, language: 'all', subsidiaryId: '64b000000000000000000009' }, 'subsidiaryId', 'DEFAULT_TOOLS.UNKNOWN_REFERENCE'],
        [{ tool: tools.CRM, language: 'all', is_new: 'yes' }, 'is_new', 'DEFAULT_TOOLS.INVALID_FLAG'],
      ];
      for (const [body, field, code] of cases) {
        const res = await admin.post('/api/config/default_tools', body);
        expect({ body, status: res.status, code: res.body.error?.code }).toEqual({ body, status: 400, code });
        expect(res.body.error.message).toBeTruthy();
        expect(res.body.errors).toHaveProperty([field]);
      }
      expect(await defaults.countDocuments()).toBe(4);
    });

    it('refuses the same tool twice for the same language and subsidiary (409)', async () => {
      const res = await admin.post('/api/config/default_tools', { tool: tools.Intranet, language: 'all' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('DEFAULT_TOOLS.DUPLICATE');
      const other = await admin.post('/api/config/default_tools', { tool: tools.Intranet, language: 'ja' });
      expect(other.status).toBe(201);
    });

    it("gives a sub-administrator's default tool their subsidiary, and refuses another subsidiary with permission_denied", async () => {
      const own = await sophie.post('/api/config/default_tools', { tool: tools.CRM, language: 'all' });
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ subsidiaryId: europeId, subsidiary: [{ _id: europeId, name: 'Northwind Europe' }] });
      const other = await sophie.post('/api/config/default_tools', { tool: tools['Asia rooms'], language: 'all', subsidiaryId: asiaId });
      expect(other.status).toBe(403);
      expect(other.body).toEqual(DENIED);
      expect(await defaults.countDocuments()).toBe(5);
    });

    it('lets a sub-administrator pick only a tool everyone of their subsidiary sees, hiding the others as unknown', async () => {
      const asiaOnly = String((await givenTool(app, 'Asia payroll', { subsidiaryId: asiaId as never }))._id);
      const secret = String((await givenTool(app, 'Board minutes', { users: [people['alice.admin']] }))._id);
      for (const tool of [asiaOnly, secret]) {
        const res = await sophie.post('/api/config/default_tools', { tool, language: 'all' });
        expect(res.status).toBe(400);
        expect(res.body.errors).toHaveProperty('tool');
        expect(JSON.stringify(res.body)).not.toMatch(/Asia payroll|Board minutes/);
      }
      const europeOnly = String((await givenTool(app, 'Europe travel', { subsidiaryId: europeId as never }))._id);
      expect((await sophie.post('/api/config/default_tools', { tool: europeOnly, language: 'all' })).status).toBe(201);
      expect((await admin.post('/api/config/default_tools', { tool: secret, language: 'all' })).status).toBe(201);
    });

    it('refuses an employee with permission_denied', async () => {
      const res = await emma.post('/api/config/default_tools', { tool: tools.CRM, language: 'all' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(DENIED);
    });
  });

  describe('GET config/default_tools/{id}', () => {
    it('answers one default tool; 404 for an unknown id, 400 naming the id for a malformed one', async () => {
      const res = await admin.get(`/api/config/default_tools/${await idOf('Expenses')}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tool: tools.Expenses, language: 'fr', position: 2, groups: [], is_new: false });
      const missing = await admin.get('/api/config/default_tools/64b000000000000000000009');
      expect({ status: missing.status, code: missing.body.error.code }).toEqual({ status: 404, code: 'DEFAULT_TOOLS.NOT_FOUND' });
      for (const id of ['nope', '1%27%20OR%201=1']) {
        const malformed = await admin.get(`/api/config/default_tools/${id}`);
        expect({ id, status: malformed.status, field: malformed.body.violations?.id?.code }).toEqual({ id, status: 400, field: 'INVALID_ID' });
      }
    });

    it("lets a sub-administrator read their subsidiary's default tool only", async () => {
      expect((await sophie.get(`/api/config/default_tools/${await idOf('Europe wiki')}`)).status).toBe(200);
      const res = await sophie.get(`/api/config/default_tools/${await idOf('Intranet')}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(DENIED);
    });
  });

  describe('PUT config/default_tools', () => {
    it('changes the rule, keeps the position and records the changed fields', async () => {
      const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
      await logs.deleteMany({});
      const id = await idOf('Leave');
      const res = await admin.put('/api/config/default_tools', { _id: id, tool: tools.Leave, language: 'en', subsidiaryId: europeId, groups: ['GRP-SALES'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, language: 'en', subsidiaryId: europeId, groups: ['GRP-SALES'], position: 1 });
      const line = await waitForLog(logs, 'defaults.default_tool.updated', id);
      expect(line.message).toBe('Alice Martin updated the default tool "Leave" (language, subsidiary, groups)');
      expect(line.target).toEqual({ kind: 'default_tool', id, label: 'Leave' });
    });

    it('refuses a missing or malformed _id (400) and changes nothing', async () => {
      const missing = await admin.put('/api/config/default_tools', { tool: tools.Leave, language: 'en' });
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe('DEFAULT_TOOLS.ID_REQUIRED');
      const malformed = await admin.put('/api/config/default_tools', { _id: { $ne: null }, tool: tools.Leave, language: 'en' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.violations._id.code).toBe('INVALID_TYPE');
      expect((await admin.get(`/api/config/default_tools/${await idOf('Leave')}`)).body.language).toBe('all');
    });

    it("lets a sub-administrator edit their subsidiary's default tool, never hand it to another or touch others", async () => {
      const id = await idOf('Europe wiki');
      expect((await sophie.put('/api/config/default_tools', { _id: id, tool: tools['Europe wiki'], language: 'fr', subsidiaryId: europeId })).status).toBe(200);
      const away = await sophie.put('/api/config/default_tools', { _id: id, tool: tools['Europe wiki'], language: 'fr', subsidiaryId: asiaId });
      expect(away.status).toBe(403);
      const global = await sophie.put('/api/config/default_tools', { _id: await idOf('Intranet'), tool: tools.Intranet, language: 'fr', subsidiaryId: europeId });
      expect(global.status).toBe(403);
      expect(global.body).toEqual(DENIED);
      expect((await defaults.findById(id).lean())!.subsidiary?.toString()).toBe(europeId);
    });
  });

  describe('DELETE config/default_tools/{id}', () => {
    it('removes for administrators and closes the gap', async () => {
      const res = await admin.delete(`/api/config/default_tools/${await idOf('Leave')}`);
      expect(res.status).toBe(200);
      expect(await storedOrder()).toEqual(['Intranet@0', 'Expenses@1', 'Europe wiki@2']);
      expect((await admin.delete(`/api/config/default_tools/${await idOf('Intranet')}x`)).status).toBe(400);
    });

    it('refuses sub-administrators, even for their own subsidiary', async () => {
      const res = await sophie.delete(`/api/config/default_tools/${await idOf('Europe wiki')}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(DENIED);
      expect(await defaults.countDocuments()).toBe(4);
    });
  });

  describe('PUT config/default_tools/update-position', () => {
    it('moves a tool (positions from 0) and answers the reordered list', async () => {
      const res = await admin.put('/api/config/default_tools/update-position', { id: await idOf('Expenses'), from: 2, to: 0 });
      expect(res.status).toBe(200);
      expect(res.body.map((row: Row) => `${row.title.en}@${row.position}`)).toEqual(['Expenses@0', 'Intranet@1', 'Leave@2', 'Europe wiki@3']);
      expect(await storedOrder()).toEqual(['Expenses@0', 'Intranet@1', 'Leave@2', 'Europe wiki@3']);
      const last = await admin.emulated('PUT', '/api/config/default_tools/update-position', { id: await idOf('Expenses'), from: 0, to: 99 });
      expect(last.body.map((row: Row) => row.title.en)).toEqual(['Intranet', 'Leave', 'Europe wiki', 'Expenses']);
    });

    it('refuses malformed moves with 400 and unknown ids with 404', async () => {
      const bad = await admin.put('/api/config/default_tools/update-position', { id: 'x', from: 0, to: -1 });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['id', 'to']);
      const unknown = await admin.put('/api/config/default_tools/update-position', { id: '64b000000000000000000009', from: 0, to: 1 });
      expect(unknown.status).toBe(404);
      expect(await storedOrder()).toEqual(['Intranet@0', 'Leave@1', 'Expenses@2', 'Europe wiki@3']);
    });

    it("lets a sub-administrator move their subsidiary's tool only, and answers their list", async () => {
      const own = await sophie.put('/api/config/default_tools/update-position', { id: await idOf('Europe wiki'), from: 3, to: 0 });
      expect(own.status).toBe(200);
      expect(own.body.map((row: Row) => `${row.title.en}@${row.position}`)).toEqual(['Europe wiki@0']);
      const other = await sophie.put('/api/config/default_tools/update-position', { id: await idOf('Leave'), from: 2, to: 0 });
      expect(other.status).toBe(403);
      expect(await storedOrder()).toEqual(['Europe wiki@0', 'Intranet@1', 'Leave@2', 'Expenses@3']);
    });

    it('never leaves two tools at one position or a gap under concurrent moves, adds and deletes', async () => {
      for (let round = 0; round < 3; round++) {
        await resetList();
        const ids = await Promise.all(['Intranet', 'Leave', 'Expenses', 'Europe wiki'].map(idOf));
        const answers = await Promise.all([
          admin.put('/api/config/default_tools/update-position', { id: ids[0], from: 0, to: 3 }),
          admin.put('/api/config/default_tools/update-position', { id: ids[3], from: 3, to: 0 }),
          admin.put('/api/config/default_tools/update-position', { id: ids[1], from: 1, to: 2 }),
          admin.put('/api/config/default_tools/update-position', { id: ids[2], from: 2, to: 1 }),
          admin.post('/api/config/default_tools', { tool: tools.CRM, language: 'all' }),
          admin.put('/api/config/default_tools/update-position', { id: ids[0], from: 3, to: 1 }),
        ]);
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 201, 200]);
        const positions = (await defaults.find().lean()).map((doc) => doc.position).sort((a, b) => a - b);
        expect(positions).toEqual([0, 1, 2, 3, 4]);
      }
    });
  });

  describe('/api/admin/default_tools (ra-data-simple-rest)', () => {
    const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

    it('lists in position order with Content-Range, filters by title, pages and gets many', async () => {
      const res = await admin.get('/api/admin/default_tools');
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('default_tools 0-3/4');
      expect(res.body.map((row: Row) => row.title.en)).toEqual(['Intranet', 'Leave', 'Expenses', 'Europe wiki']);
      const page = await admin.get(`/api/admin/default_tools?range=${q([1, 2])}&sort=${q(['position', 'DESC'])}`);
      expect(page.headers['content-range']).toBe('default_tools 1-2/4');
      expect(page.body.map((row: Row) => row.title.en)).toEqual(['Expenses', 'Leave']);
      const found = await admin.get(`/api/admin/default_tools?filter=${q({ q: 'EXPEN' })}`);
      expect(found.body.map((row: Row) => row.title.en)).toEqual(['Expenses']);
      const many = await admin.get(`/api/admin/default_tools?filter=${q({ id: [await idOf('Leave')] })}`);
      expect(many.body.map((row: Row) => row.title.en)).toEqual(['Leave']);
    });

    it("shows a sub-administrator their subsidiary's default tools only", async () => {
      const res = await sophie.get('/api/admin/default_tools');
      expect(res.body.map((row: Row) => row.title.en)).toEqual(['Europe wiki']);
      expect(res.headers['content-range']).toBe('default_tools 0-0/1');
    });

    it('creates, updates and deletes through the resource', async () => {
      const created = await admin.post('/api/admin/default_tools', { tool: tools.CRM, language: 'en', groups: ['GRP-SALES'] });
      expect(created.status).toBe(201);
      const updated = await admin.put(`/api/admin/default_tools/${created.body.id}`, { ...created.body, language: 'ja' });
      expect(updated.status).toBe(200);
      expect(updated.body.language).toBe('ja');
      expect((await admin.delete(`/api/admin/default_tools/${created.body.id}`)).status).toBe(200);
      expect(await defaults.countDocuments()).toBe(4);
    });

    it.each([
      ['sort', `sort=${q(['title', 'ASC'])}`],
      ['range', `range=${q([5, 1])}`],
      ['filter', 'filter=%7Bnope'],
      ['filter.id', `filter=${q({ id: ['x'] })}`],
    ])('refuses a malformed %s with 400 naming it', async (parameter, query) => {
      const res = await admin.get(`/api/admin/default_tools?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('DEFAULT_TOOLS.INVALID_LIST_PARAMETER');
      expect(res.body.errors).toHaveProperty([parameter]);
    });
  });

  it('writes each change to the activity log: added, moved, removed', async () => {
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    await logs.deleteMany({});
    const created = await admin.post('/api/config/default_tools', { tool: tools.CRM, language: 'all' });
    await admin.put('/api/config/default_tools/update-position', { id: created.body.id, from: 4, to: 0 });
    await admin.delete(`/api/config/default_tools/${created.body.id}`);
    const target = { kind: 'default_tool', id: created.body.id, label: 'CRM' };
    expect(await waitForLog(logs, 'defaults.default_tool.added', created.body.id)).toMatchObject({ message: 'Alice Martin added the default tool "CRM" at position 4', target });
    expect(await waitForLog(logs, 'defaults.default_tool.moved', created.body.id)).toMatchObject({ message: 'Alice Martin moved the default tool "CRM" from position 4 to 0', target });
    expect(await waitForLog(logs, 'defaults.default_tool.removed', created.body.id)).toMatchObject({ message: 'Alice Martin removed the default tool "CRM"', target });
  });
});

/** Log lines are written by event handlers after the answer: wait for this one (an earlier test's may land late). */
async function waitForLog(logs: Model<ActivityLog>, action: string, targetId: string): Promise<ActivityLog> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const line = await logs.findOne({ action, 'target.id': targetId }).lean();
    if (line || Date.now() > deadline) return line!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
