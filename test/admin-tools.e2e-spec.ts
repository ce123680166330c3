import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Tool } from '../src/tools/tool.schema';
import { toolsChanged } from './support/catalogue-fixtures';
import type { ApiClient } from './support/http-client';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory, givenToolCreated } from './support/wall-fixtures';

type Row = { id: string; title: { en: string; fr: string } };
const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const DAY_MS = 24 * 3600 * 1000;
const FORMULA = '=cmd|"/c calc"!A1';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const titles = (res: { body: Row[] }) => res.body.map((row) => row.title.en);
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('back-office tools resource (/api/admin/tools) and its CSV export', () => {
  let app: NestExpressApplication;
  const ids: Record<string, string> = {};
  const tools: Record<string, string> = {};
  const cat: Record<string, string> = {};
  let europeId: string;
  let asiaId: string;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;
  const list = (client: ApiClient, params: { filter?: unknown; sort?: unknown; range?: unknown } = {}, extra = '') =>
    client.get(
      `/api/admin/tools?${Object.entries(params)
        .map(([key, value]) => `${key}=${q(value)}`)
        .join('&')}${extra}`,
    );

  beforeAll(async () => {
    useDatabase('admin_tools');
    app = await createTestApp();
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const europe = await subsidiaries.create({ name: 'Northwind Europe' });
    const asia = await subsidiaries.create({ name: 'Northwind Asia' });
    [europeId, asiaId] = [String(europe._id), String(asia._id)];
    const people = await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
      { id_portal: 'emma.employee', firstname: 'Emma', lastname: 'Émile', services: ['GRP-FINANCE'] },
      { id_portal: 'marc.manager', firstname: 'Marc', lastname: 'Manager' },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    await givenGroups(app, { title: 'Finance', guid: 'GRP-FINANCE' });
    cat.hr = String((await givenCategory(app, { en: 'HR', fr: 'Ressources humaines' }))._id);
    cat.it = String((await givenCategory(app, { en: 'IT', fr: 'Informatique' }))._id);
    const [emmaId, marcId] = [ids['emma.employee'], ids['marc.manager']];

    // [title, days since creation, days since last update, fields]
    const catalogue: [string, number, number, Partial<Tool>][] = [
      ['Mail', 40, 1, { title: { en: 'Mail', fr: 'Messagerie' }, categories: [cat.it] as never, managers: [marcId] }],
      ['Leave', 2, 2, { title: { en: 'Leave', fr: 'Congés' }, categories: [cat.hr] as never, managers: [emmaId] }],
      ['Europe portal', 60, 30, { title: { en: 'Europe portal', fr: 'Portail Europe' }, subsidiaryId: europe._id, managers: [marcId] }],
      ['Asia portal', 50, 20, { title: { en: 'Asia portal', fr: 'Portail Asie' }, subsidiaryId: asia._id, categories: [cat.it] as never }],
      ['Finance board', 30, 10, { title: { en: 'Finance board', fr: 'Tableau finance' }, users: ['GRP-FINANCE', emmaId], is_new: true }],
      ['Retired', 90, 5, { deleted: true, managers: [marcId] }],
      ['Awaiting approval', 1, 0, { title: { en: 'Awaiting approval', fr: 'En attente' }, is_published: false, creator: marcId, managers: [marcId] }],
      [FORMULA, 70, 40, { title: { en: FORMULA, fr: 'Zz formule' }, subsidiaryId: europe._id, has_pending_validation: true }],
    ];
    const model = app.get<Model<Tool>>(getModelToken(Tool.name));
    for (const [title, age, updated, over] of catalogue) {
      const tool = await givenToolCreated(app, age, title, over);
      await model.collection.updateOne({ _id: tool._id }, { $set: { updated_time: new Date(Date.now() - updated * DAY_MS) } });
      // Written behind the app's back: the catalogue (which serves this list) reads the tool again.
      toolsChanged(app, tool._id);
      tools[title] = String(tool._id);
    }
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  describe('GET /api/admin/tools (list)', () => {
    it('lists every tool but the deleted one for an administrator, by name, with Content-Range', async () => {
      const res = await list(admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('tools 0-6/7');
      expect(titles(res)).toEqual([FORMULA, 'Asia portal', 'Awaiting approval', 'Europe portal', 'Finance board', 'Leave', 'Mail']);
    });

    it('sends records with an id, the derived new flag and the approval state', async () => {
      const res = await list(admin);
      const byTitle = Object.fromEntries(res.body.map((row: Row) => [row.title.en, row]));
      expect(byTitle.Leave).toEqual({
        id: tools.Leave,
        title: { en: 'Leave', fr: 'Congés' },
        description: { en: 'Leave description', fr: 'Leave description' },
        url: { en: 'https://leave.example/' },
        logo: {},
        categories: [cat.hr],
        managers: [ids['emma.employee']],
        users: ['all'],
        subsidiaryId: null,
        is_new: true,
        is_translated: false,
        translated_into: [],
        has_pending_validation: false,
        is_published: true,
        creator: null,
        created_time: expect.any(String),
        updated_time: expect.any(String),
      });
      expect(byTitle.Leave._id).toBeUndefined();
      expect(byTitle['Finance board'].is_new).toBe(false); // private: never new, though flagged
      expect(byTitle.Mail.is_new).toBe(false);
      expect(byTitle['Awaiting approval']).toMatchObject({ is_published: false, has_pending_validation: true, creator: ids['marc.manager'] });
      expect(byTitle[FORMULA]).toMatchObject({ is_published: true, has_pending_validation: true, subsidiaryId: europeId });
    });

    it('pages with range and says what it sent', async () => {
      const res = await list(admin, { range: [2, 3] });
      expect(res.headers['content-range']).toBe('tools 2-3/7');
      expect(titles(res)).toEqual(['Awaiting approval', 'Europe portal']);
      const beyond = await list(admin, { range: [50, 99] });
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['content-range']).toBe('tools */7');
    });

    it('caps a range at 100 rows', async () => {
      const res = await list(admin, { range: [0, 100000] });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('tools 0-6/7');
    });

    describe('sorts', () => {
      it('by name, both ways, in the request language', async () => {
        expect(titles(await list(admin, { sort: ['name', 'DESC'] }))).toEqual(['Mail', 'Leave', 'Finance board', 'Europe portal', 'Awaiting approval', 'Asia portal', FORMULA]);
        const french = await list(admin, { sort: ['title', 'ASC'] }, '&lang=fr');
        expect(french.body.map((row: Row) => row.title.fr)).toEqual(['Congés', 'En attente', 'Messagerie', 'Portail Asie', 'Portail Europe', 'Tableau finance', 'Zz formule']);
      });

      it('by new: new tools first (flagged or under 15 days; a creation awaiting approval is not), then by name', async () => {
        expect(titles(await list(admin, { sort: ['new', 'ASC'] }))).toEqual(['Leave', FORMULA, 'Asia portal', 'Awaiting approval', 'Europe portal', 'Finance board', 'Mail']);
        expect(titles(await list(admin, { sort: ['new', 'DESC'] }))).toEqual([FORMULA, 'Asia portal', 'Awaiting approval', 'Europe portal', 'Finance board', 'Mail', 'Leave']);
      });

      it('by updated time', async () => {
        expect(titles(await list(admin, { sort: ['updated_time', 'DESC'] }))).toEqual(['Awaiting approval', 'Mail', 'Leave', 'Finance board', 'Asia portal', 'Europe portal', FORMULA]);
        expect(titles(await list(admin, { sort: ['updated_time', 'ASC'] }))[0]).toBe(FORMULA);
      });

      it('by created time', async () => {
        expect(titles(await list(admin, { sort: ['created_time', 'ASC'] }))).toEqual([FORMULA, 'Europe portal', 'Asia portal', 'Mail', 'Finance board', 'Leave', 'Awaiting approval']);
        expect(titles(await list(admin, { sort: ['created_time', 'DESC'] }))[0]).toBe('Awaiting approval');
      });

      it('pages stay in the chosen order', async () => {
        const first = await list(admin, { sort: ['created_time', 'DESC'], range: [0, 2] });
        const second = await list(admin, { sort: ['created_time', 'DESC'], range: [3, 6] });
        expect([...titles(first), ...titles(second)]).toEqual(['Awaiting approval', 'Leave', 'Finance board', 'Mail', 'Asia portal', 'Europe portal', FORMULA]);
        expect(second.headers['content-range']).toBe('tools 3-6/7');
      });
    });

    describe('filters', () => {
      it('q: a title in any language, ignoring case and accents', async () => {
        expect(titles(await list(admin, { filter: { q: 'conges' } }))).toEqual(['Leave']);
        expect(titles(await list(admin, { filter: { q: 'CONGÉS' } }))).toEqual(['Leave']);
        expect(titles(await list(admin, { filter: { q: 'messag' } }))).toEqual(['Mail']);
        expect(titles(await list(admin, { filter: { q: 'portal' } }))).toEqual(['Asia portal', 'Europe portal']);
        const res = await list(admin, { filter: { q: 'portail' } });
        expect(res.headers['content-range']).toBe('tools 0-1/2');
      });

      it('q: regular-expression characters are text, and a long text is cut, not an error', async () => {
        expect((await list(admin, { filter: { q: '.*' } })).body).toEqual([]);
        expect(titles(await list(admin, { filter: { q: '"/c calc"' } }))).toEqual([FORMULA]);
        const long = await list(admin, { filter: { q: `mail${'x'.repeat(5000)}` } });
        expect(long.status).toBe(200);
        expect(long.body).toEqual([]);
      });

      it('managers: tools managed by any of the people given', async () => {
        expect(titles(await list(admin, { filter: { managers: [ids['marc.manager']] } }))).toEqual(['Awaiting approval', 'Europe portal', 'Mail']);
        expect(titles(await list(admin, { filter: { managers: [ids['marc.manager'], ids['emma.employee']] } }))).toEqual(['Awaiting approval', 'Europe portal', 'Leave', 'Mail']);
      });

      it('viewers (or users): tools listing a person or a group', async () => {
        expect(titles(await list(admin, { filter: { viewers: [ids['emma.employee']] } }))).toEqual(['Finance board']);
        expect(titles(await list(admin, { filter: { users: ['GRP-FINANCE'] } }))).toEqual(['Finance board']);
        expect((await list(admin, { filter: { users: [ids['alice.admin']] } })).body).toEqual([]);
      });

      it('category and subsidiary', async () => {
        expect(titles(await list(admin, { filter: { category: cat.it } }))).toEqual(['Asia portal', 'Mail']);
        expect(titles(await list(admin, { filter: { subsidiary: europeId } }))).toEqual([FORMULA, 'Europe portal']);
        expect(titles(await list(admin, { filter: { category: cat.it, subsidiary: asiaId } }))).toEqual(['Asia portal']);
      });

      it('answers 400 naming the parameter for a malformed id, filter, sort or range', async () => {
        for (const params of [
          { filter: { managers: ['not-an-id'] } },
          { filter: { category: 'abc' } },
          { filter: { subsidiary: { $ne: null } } },
          { filter: { id: ['123'] } },
          { sort: ['password', 'ASC'] },
          { range: [5, 1] },
        ]) {
          const res = await list(admin, params);
          expect({ params, status: res.status }).toEqual({ params, status: 400 });
          expect(res.body.error).toMatchObject({ code: 'TOOLS.INVALID_LIST_PARAMETER', message: expect.stringMatching(/^(filter\.\w+|sort|range):/) });
        }
        const res = await admin.get('/api/admin/tools?filter={oops');
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('filter: valid JSON');
      });
    });

    it('getMany: filter={"id":[...]} answers those tools in the order asked, without deleted ones', async () => {
      const res = await list(admin, { filter: { id: [tools.Mail, tools.Retired, tools.Leave] } });
      expect(res.status).toBe(200);
      expect(titles(res)).toEqual(['Mail', 'Leave']);
      expect(res.headers['content-range']).toBe('tools 0-1/2');
    });
  });

  describe('GET /api/admin/tools/:id (getOne)', () => {
    it('answers the record, awaiting approval included', async () => {
      const res = await admin.get(`/api/admin/tools/${tools['Awaiting approval']}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: tools['Awaiting approval'], is_published: false, has_pending_validation: true });
    });

    it('answers 404 for a deleted or unknown tool, 400 for a malformed id', async () => {
      expect((await admin.get(`/api/admin/tools/${tools.Retired}`)).status).toBe(404);
      expect((await admin.get('/api/admin/tools/0123456789abcdef01234567')).status).toBe(404);
      expect((await admin.get('/api/admin/tools/nope')).status).toBe(400);
    });
  });

  describe('sub-administrators see their subsidiary only', () => {
    it('lists the tools of their subsidiary', async () => {
      const res = await list(sophie);
      expect(res.status).toBe(200);
      expect(titles(res)).toEqual([FORMULA, 'Europe portal']);
      expect(res.headers['content-range']).toBe('tools 0-1/2');
    });

    it('cannot widen the scope with a filter or a getMany', async () => {
      expect((await list(sophie, { filter: { subsidiary: asiaId } })).body).toEqual([]);
      expect(titles(await list(sophie, { filter: { id: [tools['Asia portal'], tools['Europe portal'], tools.Mail] } }))).toEqual(['Europe portal']);
    });

    it('answers 404 for another subsidiary’s tool, 200 for their own', async () => {
      expect((await sophie.get(`/api/admin/tools/${tools['Asia portal']}`)).status).toBe(404);
      expect((await sophie.get(`/api/admin/tools/${tools.Mail}`)).status).toBe(404);
      expect((await sophie.get(`/api/admin/tools/${tools['Europe portal']}`)).status).toBe(200);
    });
  });

  describe('everyone else', () => {
    it('answers 403 permission_denied to an employee, on the list, a tool and the export', async () => {
      for (const path of ['/api/admin/tools', `/api/admin/tools/${tools.Mail}`, '/api/admin/tools/export']) {
        const res = await emma.get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: DENIED });
      }
    });
  });

  describe('GET /api/admin/tools/export (CSV)', () => {
    const exportCsv = (client: ApiClient, params = '') => client.get(`/api/admin/tools/export${params}`);

    it('answers a timestamped, semicolon-delimited UTF-8 file with a header row', async () => {
      const res = await exportCsv(admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tools-\d{8}-\d{6}\.csv"$/);
      expect(res.text.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = csvLines(res.text);
      expect(header).toBe(
        'id;title (en);title (fr);title (zh);title (ja);url (en);url (fr);url (zh);url (ja);categories;subsidiary;managers;viewers;created;updated;new;status',
      );
      expect(rows).toHaveLength(7);
      expect(rows.map((row) => row.split(';')[0])).toEqual(
        [FORMULA, 'Asia portal', 'Awaiting approval', 'Europe portal', 'Finance board', 'Leave', 'Mail'].map((title) => tools[title]),
      );
    });

    it('writes names for categories, subsidiary, managers and viewers, and the state', async () => {
      const rows = csvLines((await exportCsv(admin)).text);
      const cells = (title: string) => rows.find((row) => row.startsWith(tools[title]))!.split(';');
      expect(cells('Mail')).toEqual([tools.Mail, 'Mail', 'Messagerie', '', '', 'https://mail.example/', '', '', '', 'IT', '', 'Marc Manager', 'all', expect.any(String), expect.any(String), 'no', 'published']);
      expect(cells('Europe portal')[10]).toBe('Northwind Europe');
      expect(cells('Finance board').slice(12)).toEqual(['Finance, Emma Émile', expect.any(String), expect.any(String), 'no', 'published']);
      expect(cells('Awaiting approval').at(-1)).toBe('awaiting approval');
    });

    it('neutralises a title that would run as a formula', async () => {
      const text = (await exportCsv(admin)).text;
      expect(text).toContain(`;"'=cmd|""/c calc""!A1";Zz formule;`);
      expect(text).not.toMatch(/;"?=cmd/);
    });

    it('takes the list’s filters and order', async () => {
      const rows = csvLines((await exportCsv(admin, `?filter=${q({ q: 'portal' })}&sort=${q(['name', 'DESC'])}`)).text);
      expect(rows.slice(1).map((row) => row.split(';')[1])).toEqual(['Europe portal', 'Asia portal']);
      expect((await exportCsv(admin, `?filter=${q({ managers: ['bad'] })}`)).status).toBe(400);
    });

    it('gives a sub-administrator their subsidiary’s tools only', async () => {
      const res = await exportCsv(sophie);
      expect(res.status).toBe(200);
      expect(csvLines(res.text).slice(1).map((row) => row.split(';')[0])).toEqual([tools[FORMULA], tools['Europe portal']]);
    });
  });
});
