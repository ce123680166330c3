import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import sharp from 'sharp';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { Category } from '../src/categories/category.schema';
import { Tool } from '../src/tools/tool.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const STORED = /^[0-9a-f]{16}\.(png|svg)$/;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const png = async (size: number, colour = '#c0392b') =>
  `data:image/png;base64,${(await sharp({ create: { width: size, height: size, channels: 4, background: colour } }).png().toBuffer()).toString('base64')}`;
const svg = (size: number) => `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="teal"/></svg>`).toString('base64')}`;

/**
 * The newest log line of this action (with this message, when given), waiting for it: the activity
 * handlers run after the answer, so an earlier line of the same action may still be the newest.
 */
async function logLine(app: NestExpressApplication, action: string, message?: string) {
  const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
  for (let tries = 0; tries < 100; tries++) {
    const line = await logs.findOne({ action, ...(message ? { message } : {}) }).sort({ created_time: -1 }).lean();
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line ${action}`);
}

describe('categories (back-office spec sections 2, 3, 5, 7, 8)', () => {
  let app: NestExpressApplication;
  let categories: Model<Category>;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;
  let icon64: string;
  let travelId: string;
  let financeId: string;
  let financeIcon: string;

  const snapshot = async () => (await categories.find({}).sort({ _id: 1 }).lean()).map(({ _id, name, icon }) => ({ _id: String(_id), name, icon }));

  beforeAll(async () => {
    useDatabase('categories');
    app = await createTestApp();
    categories = app.get<Model<Category>>(getModelToken(Category.name));
    icon64 = await png(64);
    travelId = String((await givenCategory(app, { en: 'Travel', fr: 'Voyages' }))._id);
    await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true, firstname: 'Alice', lastname: 'Martin' },
      { id_portal: 'sophie.subadmin', is_sub_admin: true },
      { id_portal: 'emma.employee' },
    );
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  describe('who may call', () => {
    it('answers 403 permission_denied to employees and sub-administrators on every back-office call', async () => {
      for (const client of [emma, sophie]) {
        const answers = await Promise.all([
          client.get('/api/categories/all/with-apps'),
          client.get(`/api/categories/${travelId}/true`),
          client.post('/api/categories', { name: { en: 'X' }, icon: icon64 }),
          client.put('/api/categories', { _id: travelId, name: { en: 'X' }, icon: icon64 }),
          client.delete(`/api/categories/${travelId}`),
          client.post('/api/categories/import', { data: [] }),
          client.get('/api/categories/export'),
          client.get('/api/admin/categories'),
          client.get(`/api/admin/categories/${travelId}`),
        ]);
        for (const res of answers) expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: DENIED });
      }
      expect(await categories.countDocuments()).toBe(1);
    });

    it('lets everyone read GET categories/all (the tool form picks from it)', async () => {
      const res = await emma.get('/api/categories/all');
      expect(res.status).toBe(200);
      expect(res.body.map((c: { _id: string }) => c._id)).toEqual([travelId]);
    });
  });

  describe('POST categories', () => {
    it('creates a category, storing a data-URL icon as a file like logos, and logs it', async () => {
      const res = await admin.post('/api/categories', { name: { en: 'Finance', fr: 'Finance', zh: '财务' }, icon: icon64 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: { en: 'Finance', fr: 'Finance', zh: '财务' }, is_translated: true, nameForGTM: 'Finance' });
      expect(res.body.icon).toMatch(STORED);
      expect(res.body.icon_url).toBe(`/api/files/${res.body.icon}`);
      [financeId, financeIcon] = [res.body.id, res.body.icon];
      const file = await emma.get(res.body.icon_url);
      expect({ status: file.status, type: file.headers['content-type'] }).toEqual({ status: 200, type: 'image/png' });
      expect((await logLine(app, 'categories.category.created')).message).toBe('Alice Martin added the category "Finance"');
    });

    it('accepts an already stored file name or its address, and an SVG icon', async () => {
      const byName = await admin.post('/api/categories', { name: { en: 'Budget' }, icon: financeIcon });
      expect({ status: byName.status, icon: byName.body.icon }).toEqual({ status: 201, icon: financeIcon });
      const bySvg = await admin.post('/api/categories', { name: { en: 'Design' }, icon: svg(96) });
      expect(bySvg.status).toBe(201);
      expect(bySvg.body.icon).toMatch(/\.svg$/);
    });

    it('refuses each broken rule with its code, and writes nothing', async () => {
      const before = await snapshot();
      const cases: [unknown, number, string][] = [
        [{ name: { en: 'x'.repeat(61) }, icon: icon64 }, 400, 'CATEGORY.NAME_TOO_LONG'],
        [{ name: { ja: '旅行' }, icon: icon64 }, 400, 'CATEGORY.NAME_REQUIRED'],
        [{ name: { en: 'No icon' } }, 400, 'CATEGORY.ICON_REQUIRED'],
        [{ name: { en: 'Remote icon' }, icon: 'https://example.com/icon.png' }, 400, 'CATEGORY.ICON_INVALID'],
        [{ name: { en: 'Unknown file' }, icon: '0123456789abcdef.png' }, 400, 'CATEGORY.ICON_INVALID'],
        [{ name: { en: 'Small' }, icon: await png(32) }, 400, 'IMAGE.TOO_SMALL'],
        [{ name: { en: 'Text' }, icon: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` }, 400, 'invalid_image_type'],
        // Nested 3,000 levels deep: refused by its structure, before any parser (it once overflowed the stack: 500).
        [{ name: { en: 'Deep' }, icon: `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">${'<g>'.repeat(3000)}<rect/>${'</g>'.repeat(3000)}</svg>`).toString('base64')}` }, 400, 'invalid_image_type'],
        [{ name: { en: ' FINANCE ' }, icon: icon64 }, 409, 'CATEGORY.NAME_TAKEN'],
        ['nonsense', 400, 'validation_failed'],
      ];
      for (const [body, status, code] of cases) {
        const res = await admin.post('/api/categories', body);
        expect({ body: JSON.stringify(body).slice(0, 40), status: res.status, code: res.body.error?.code }).toEqual({ body: JSON.stringify(body).slice(0, 40), status, code });
      }
      const tooLong = await admin.post('/api/categories', { name: { en: 'ok', fr: 'y'.repeat(61) }, icon: icon64 });
      expect(tooLong.body.errors).toEqual({ 'name.fr': 'At most 60 characters.' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('GET categories/all, categories/{id}/true, categories/all/with-apps', () => {
    it('lists by name in the request language', async () => {
      const en = await admin.get('/api/categories/all?lang=en');
      expect(en.body.map((c: { name: { en: string } }) => c.name.en)).toEqual(['Budget', 'Design', 'Finance', 'Travel']);
      const fr = await admin.get('/api/categories/all?lang=fr');
      expect(fr.body.map((c: { id: string }) => c.id).indexOf(travelId)).toBe(3);
    });

    it('gives one category for editing, 404 for unknown ids, 400 for malformed ones', async () => {
      const res = await admin.get(`/api/categories/${financeId}/true`);
      expect(res.body).toMatchObject({ _id: financeId, name: { en: 'Finance' }, icon: financeIcon });
      const missing = await admin.get('/api/categories/64b000000000000000000099/true');
      expect({ status: missing.status, code: missing.body.error.code }).toEqual({ status: 404, code: 'CATEGORY.NOT_FOUND' });
      const malformed = await admin.get('/api/categories/nope/true');
      expect({ status: malformed.status, id: malformed.body.violations?.id?.code }).toEqual({ status: 400, id: 'INVALID_ID' });
    });

    it('counts the live tools of each category', async () => {
      await givenTool(app, 'Expenses', { categories: [financeId, travelId] as never });
      await givenTool(app, 'Retired', { categories: [financeId] as never, deleted: true });
      const res = await admin.get('/api/categories/all/with-apps');
      const finance = res.body.find((c: { id: string }) => c.id === financeId);
      expect(finance.totalApps).toBe(1);
      expect(finance.apps.map((a: { title: { en: string } }) => a.title.en)).toEqual(['Expenses']);
    });
  });

  describe('PUT categories', () => {
    it('renames a category and keeps its icon when it comes back unchanged (name or address)', async () => {
      const res = await admin.emulated('PUT', '/api/categories', { _id: financeId, name: { en: 'Money', fr: 'Argent' }, icon: `/api/files/${financeIcon}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: financeId, name: { en: 'Money', fr: 'Argent' }, icon: financeIcon });
      expect((await logLine(app, 'categories.category.updated')).message).toBe('Alice Martin edited the category "Money" (name, nameForGTM)');
    });

    it('keeps an older data-URL icon as it is when unchanged', async () => {
      const travel = await categories.findById(travelId).lean();
      const res = await admin.put('/api/categories', { _id: travelId, name: { en: 'Trips', fr: 'Voyages' }, icon: travel!.icon });
      expect(res.status).toBe(200);
      expect(res.body.icon).toBe(travel!.icon);
    });

    it('refuses bad input and unknown ids without change', async () => {
      const before = await snapshot();
      expect((await admin.put('/api/categories', { name: { en: 'X' }, icon: icon64 })).status).toBe(404);
      expect((await admin.put('/api/categories', { _id: '64b000000000000000000099', name: { en: 'X' }, icon: icon64 })).status).toBe(404);
      const long = await admin.put('/api/categories', { _id: financeId, name: { en: 'x'.repeat(61) }, icon: financeIcon });
      expect({ status: long.status, code: long.body.error.code }).toEqual({ status: 400, code: 'CATEGORY.NAME_TOO_LONG' });
      const taken = await admin.put('/api/categories', { _id: financeId, name: { en: 'budget' }, icon: financeIcon });
      expect({ status: taken.status, code: taken.body.error.code }).toEqual({ status: 409, code: 'CATEGORY.NAME_TAKEN' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('DELETE categories/{id}', () => {
    it('deletes a category; its tools keep working without it', async () => {
      const expenses = await app.get<Model<Tool>>(getModelToken(Tool.name)).findOne({ 'title.en': 'Expenses' }).lean();
      const res = await admin.delete(`/api/categories/${travelId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ _id: travelId, id: travelId, tools: 1 });
      const after = await app.get<Model<Tool>>(getModelToken(Tool.name)).findById(expenses!._id).lean();
      expect(after!.categories.map(String)).toEqual([financeId]);
      const tool = await emma.get(`/api/getApp/${expenses!._id}`);
      expect(tool.status).toBe(200);
      const sidebar = await emma.post(`/api/categories/for-user/${(await emma.get('/api/getOneUser')).body._id}`, {});
      expect(sidebar.status).toBe(200);
      expect(sidebar.body.map((c: { _id: string }) => c._id)).not.toContain(travelId);
      expect((await logLine(app, 'categories.category.deleted')).message).toBe('Alice Martin deleted the category "Trips" (1 tool no longer in it)');
    });

    it('answers 404 for unknown ids, 400 for malformed ones', async () => {
      expect((await admin.delete(`/api/categories/${travelId}`)).status).toBe(404);
      expect((await admin.delete('/api/categories/zzz')).status).toBe(400);
    });
  });

  describe('export and POST categories/import', () => {
    it('exports every category as a JSON file with its icon inlined', async () => {
      const res = await admin.get('/api/categories/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="categories-\d{8}-\d{6}\.json"$/);
      const entries = JSON.parse(res.text);
      expect(entries).toHaveLength(await categories.countDocuments());
      expect(entries.find((e: { _id: string }) => e._id === financeId)).toMatchObject({ name: { en: 'Money' }, icon: expect.stringMatching(/^data:image\/png;base64,/) });
    });

    it('refuses a file that is not JSON with the spec’s message', async () => {
      const upload = await admin.raw('post', '/api/categories/import').attach('file', Buffer.from('name;icon\nFinance;x'), 'categories.csv');
      expect(upload.status).toBe(400);
      expect(upload.body.error).toEqual({ code: 'CATEGORY.IMPORT_NOT_JSON', message: 'Selected file is not in JSON format.' });
      const text = await admin.post('/api/categories/import', { data: '{not json' });
      expect(text.body.error.code).toBe('CATEGORY.IMPORT_NOT_JSON');
    });

    it('checks the whole file first: one invalid entry and nothing is written', async () => {
      const before = await snapshot();
      const res = await admin.post('/api/categories/import', {
        data: [
          { name: { en: 'Legal' }, icon: icon64 },
          { _id: financeId, name: { en: 'Money renamed' }, icon: icon64 },
          { name: { en: 'Tiny' }, icon: await png(16) },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CATEGORY.IMPORT_INVALID');
      expect(res.body.errors).toEqual({ '2.icon': expect.stringContaining('at least 64 px') });
      const duplicate = await admin.post('/api/categories/import', { data: [{ name: { en: 'A' }, icon: icon64 }, { name: { en: 'a' }, icon: icon64 }] });
      expect(duplicate.body.errors).toEqual({ '1.name.en': 'Another category already has this name.' });
      for (const data of [{ not: 'a list' }, [], [42]]) expect((await admin.post('/api/categories/import', { data })).status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('imports a file, and a re-import of the export updates by id instead of duplicating', async () => {
      const file = [{ name: { en: 'Legal', fr: 'Juridique' }, icon: icon64 }];
      const first = await admin.raw('post', '/api/categories/import').attach('file', Buffer.from(JSON.stringify(file)), 'categories.json');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ created: 1, updated: 0 });
      const count = await categories.countDocuments();

      const exported = JSON.parse((await admin.get('/api/categories/export')).text) as { _id: string; name: Record<string, string> }[];
      const money = exported.find((entry) => entry._id === financeId)!;
      money.name = { ...money.name, en: 'Money and expenses' };
      const again = await admin.post('/api/categories/import', { data: JSON.stringify(exported) });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ created: 0, updated: count });
      expect(await categories.countDocuments()).toBe(count);
      const saved = await categories.findById(financeId).lean();
      expect(saved!.name.en).toBe('Money and expenses');
      expect(saved!.icon).toBe(financeIcon);
      const expected = `Alice Martin imported categories (0 created, ${count} updated)`;
      expect((await logLine(app, 'categories.imported', expected)).message).toBe(expected);
    });
  });

  describe('/api/admin/categories (ra-data-simple-rest)', () => {
    it('lists with sort, range, Content-Range, q and getMany', async () => {
      const total = await categories.countDocuments();
      const page = await admin.get(`/api/admin/categories?sort=${q(['name', 'ASC'])}&range=${q([0, 1])}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-range']).toBe(`categories 0-1/${total}`);
      expect(page.body.map((row: { name: { en: string } }) => row.name.en)).toEqual(['Budget', 'Design']);
      expect(page.body[0]).toMatchObject({ id: expect.any(String), totalApps: 0, icon_url: expect.stringMatching(/^\/api\/files\//) });
      const byTools = await admin.get(`/api/admin/categories?sort=${q(['totalApps', 'DESC'])}`);
      expect(byTools.body[0].id).toBe(financeId);
      const searched = await admin.get(`/api/admin/categories?filter=${q({ q: 'jurid' })}`);
      expect(searched.body.map((row: { name: { en: string } }) => row.name.en)).toEqual(['Legal']);
      const many = await admin.get(`/api/admin/categories?filter=${q({ id: [financeId] })}`);
      expect(many.body.map((row: { id: string }) => row.id)).toEqual([financeId]);
    });

    it('answers 400 naming a malformed parameter', async () => {
      for (const params of [`sort=${q(['icon', 'ASC'])}`, 'range=[3,1]', 'filter=[', `filter=${q({ id: ['x'] })}`]) {
        const res = await admin.get(`/api/admin/categories?${params}`);
        expect({ params, status: res.status, code: res.body.error.code }).toEqual({ params, status: 400, code: 'CATEGORY.INVALID_PARAMETER' });
      }
    });

    it('gets, creates, updates and deletes one record, and exports', async () => {
      expect((await admin.get(`/api/admin/categories/${financeId}`)).body).toMatchObject({ id: financeId });
      const created = await admin.post('/api/admin/categories', { name: { en: 'Security' }, icon: icon64 });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const updated = await admin.put(`/api/admin/categories/${id}`, { ...created.body, name: { en: 'Safety' } });
      expect(updated.body).toMatchObject({ id, name: { en: 'Safety' }, icon: created.body.icon });
      expect((await admin.delete(`/api/admin/categories/${id}`)).body).toEqual({ _id: id, id, tools: 0 });
      expect((await admin.get('/api/admin/categories/export')).status).toBe(200);
    });
  });
});
