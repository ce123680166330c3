import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Validation } from '../src/approvals/validation.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Tool } from '../src/tools/tool.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

type Card = { _id: string; title: Record<string, string>; has_pending_validation: boolean };
const wall = (client: ApiClient, managed = false) => client.post(`/api/getApps/null/${hermesOf.get(client)}/10/100/true/true/${managed}/false`, {});
const hermesOf = new Map<ApiClient, string>();

describe('tool writes: postApp, updateApp, deleteApps, updateApps, getApp/{id}/true', () => {
  let app: NestExpressApplication;
  let tools: Model<Tool>;
  let validations: Model<Validation>;
  const ids: Record<string, string> = {};
  let europe: string;
  let asia: string;
  let category: string;
  let emma: ApiClient, marc: ApiClient, admin: ApiClient, sophie: ApiClient, paul: ApiClient;

  const form = (title: string, over: Record<string, unknown> = {}) => ({
    title: { en: title, fr: `${title} FR` },
    description: { en: `${title} does things`, fr: `${title} fait des choses` },
    url: { en: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example/`, fr: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example/fr` },
    logo: { abrev: '', color: '' },
    categories: [category],
    users: ['all'],
    subsidiaryId: null,
    ...over,
  });
  const titlesOf = (res: { body: Card[] }) => res.body.map((tool) => tool.title.en);

  beforeAll(async () => {
    useDatabase('tool_editing');
    app = await createTestApp();
    tools = app.get(getModelToken(Tool.name));
    validations = app.get(getModelToken(Validation.name));
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    europe = String((await subsidiaries.create({ name: 'Northwind Europe' }))._id);
    asia = String((await subsidiaries.create({ name: 'Northwind Asia' }))._id);
    const inEurope = { subsidiary: { _id: europe, name: 'Northwind Europe' } } as never;
    const people = await givenUsers(
      app,
      { id_portal: 'emma.employee', ...(inEurope as object), services: ['GRP-FINANCE'] },
      { id_portal: 'marc.manager' },
      { id_portal: 'paul.peer' },
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, ...(inEurope as object) },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    await givenGroups(app, { title: 'Finance', guid: 'GRP-FINANCE' });
    category = String((await givenCategory(app, { en: 'IT', fr: 'Informatique' }))._id);
    [emma, marc, admin, sophie, paul] = await Promise.all(
      ['emma.employee', 'marc.manager', 'alice.admin', 'sophie.subadmin', 'paul.peer'].map((login) => signIn(app.getHttpServer(), login)),
    );
    for (const [client, login] of [[emma, 'emma.employee'], [marc, 'marc.manager'], [admin, 'alice.admin'], [sophie, 'sophie.subadmin'], [paul, 'paul.peer']] as const) {
      hermesOf.set(client, `H-${login}`);
    }
  });
  afterAll(() => app.close());

  describe('POST postApp', () => {
    it("puts an administrator's tool on the walls at once, with the derived fields", async () => {
      const res = await admin.post('/api/postApp', form('Payroll'));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ has_pending_validation: false, is_new: true, users: ['all'], managers: [ids['alice.admin']] });
      expect(res.body.logo).toEqual({ abrev: 'PAY', color: '#f28c28' });
      const stored = await tools.findById(res.body._id).lean();
      expect(stored).toMatchObject({ creator: ids['alice.admin'], is_published: true, is_translated: true, translated_into: ['en', 'fr'] });
      expect(titlesOf(await wall(emma))).toContain('Payroll');
    });

    it("holds an employee's tool for approval: on no wall but the creator's managed list, marked pending", async () => {
      const res = await marc.post('/api/postApp', form('Coffee roulette'));
      expect(res.status).toBe(201);
      expect(res.body.has_pending_validation).toBe(true);
      const validation = await validations.findOne({ app: res.body._id }).lean();
      expect(validation).toMatchObject({ kind: 'creation', status: 'pending', edited_by: { _id: ids['marc.manager'] } });
      expect(titlesOf(await wall(emma))).not.toContain('Coffee roulette');
      expect(titlesOf(await wall(marc))).not.toContain('Coffee roulette');
      const managed = await wall(marc, true);
      expect(managed.body.find((tool: Card) => tool.title.en === 'Coffee roulette')).toMatchObject({ has_pending_validation: true });
    });

    it.each([
      ['a missing title', { title: { fr: 'Paie' } }, 'title.en', 'TOOL.REQUIRED', 'Le champ est obligatoire.'],
      ['neither English nor French', { title: { zh: '工资' }, description: { zh: '工资' }, url: { zh: 'https://x.example' } }, 'languages', 'TOOL.LANGUAGE_NEEDED', 'Please select at least english or french'],
      ['an ftp url', { url: { en: 'ftp://files.example', fr: 'https://x.example' } }, 'url.en', 'url_must_begin', undefined],
      ['a javascript url', { url: { en: 'javascript:alert(1)', fr: 'https://x.example' } }, 'url.en', 'url_must_begin', undefined],
      ['a 61-character title', { title: { en: 'x'.repeat(61), fr: 'ok' } }, 'title.en', 'TOOL.TOO_LONG', undefined],
      ['a 401-character description', { description: { en: 'x'.repeat(401), fr: 'ok' } }, 'description.en', 'TOOL.TOO_LONG', undefined],
      ['a 2001-character url', { url: { en: `https://x.example/${'x'.repeat(1990)}`, fr: 'https://x.example' } }, 'url.en', 'TOOL.TOO_LONG', undefined],
      ['a 4-letter abbreviation', { logo: { abrev: 'ABCD' } }, 'logo.abrev', 'TOOL.TOO_LONG', undefined],
      ['no category', { categories: [] }, 'categories', 'TOOL.CATEGORIES_REQUIRED', 'Le champ est obligatoire.'],
      ['a body without categories', { categories: undefined }, 'categories', 'TOOL.CATEGORIES_REQUIRED', 'Le champ est obligatoire.'],
      ['no managers', { managers: [] }, 'managers', 'TOOL.MANAGERS_REQUIRED', 'Le champ est obligatoire.'],
      ['private without viewers', { users: [] }, 'users', 'TOOL.VIEWERS_REQUIRED', 'Le champ est obligatoire.'],
      ['a title that is not text', { title: 'Payroll' }, 'title', 'TOOL.INVALID', undefined],
      ['a forged manager id', { managers: ['0123456789abcdef01234567'] }, 'managers', 'TOOL.UNKNOWN_REFERENCE', undefined],
      ['an unknown group as viewer', { users: ['GRP-NOBODY'] }, 'users', 'TOOL.UNKNOWN_REFERENCE', undefined],
      ['a malformed category id', { categories: ['nope'] }, 'categories', 'TOOL.INVALID_ID', undefined],
      ['a logo file that was never uploaded', { logo: { image: '../../etc/passwd' } }, 'logo.image', 'TOOL.INVALID', undefined],
    ])('refuses %s with 400 and stores nothing', async (_case, over, field, code, message) => {
      const before = await tools.countDocuments();
      const res = await marc.post('/api/postApp', form('Rejected tool', over));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
      if (message) expect(res.body.error.message).toBe(message);
      expect(res.body.errors).toHaveProperty([field]);
      expect(await tools.countDocuments()).toBe(before);
      expect(await validations.countDocuments({ 'changed.title.en': 'Rejected tool' })).toBe(0);
    });

    it('lets an employee choose private, public or their own subsidiary only', async () => {
      expect((await emma.post('/api/postApp', form('For Asia', { subsidiaryId: asia }))).status).toBe(403);
      expect((await emma.post('/api/postApp', form('For Europe', { subsidiaryId: europe }))).status).toBe(201);
      expect((await emma.post('/api/postApp', form('For Finance', { users: ['GRP-FINANCE'] }))).status).toBe(201);
    });

    it("keeps a sub-administrator inside their subsidiary, where their tools apply at once", async () => {
      const publicTry = await sophie.post('/api/postApp', form('Everyone board'));
      expect(publicTry.status).toBe(403);
      expect(publicTry.body.error.code).toBe('TOOL.VISIBILITY_NOT_ALLOWED');
      const own = await sophie.post('/api/postApp', form('Europe canteen', { subsidiaryId: europe }));
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ has_pending_validation: false, subsidiaryId: europe });
      expect(titlesOf(await wall(emma))).toContain('Europe canteen');
    });
  });

  describe('PUT updateApp', () => {
    let shared: string;
    beforeAll(async () => {
      shared = String((await givenTool(app, 'Timesheets', { managers: [ids['marc.manager'], ids['paul.peer']] }))._id);
    });

    it("keeps the live tool while a manager's edit waits, and refuses a second request with the spec's message", async () => {
      const edit = await marc.put('/api/updateApp', { ...form('Timesheets v2', { managers: [ids['marc.manager']] }), _id: shared });
      expect(edit.status).toBe(200);
      expect(edit.body.has_pending_validation).toBe(true);
      const live = await tools.findById(shared).lean();
      expect(live!.title.en).toBe('Timesheets');
      expect(titlesOf(await wall(emma))).toContain('Timesheets');

      const again = await paul.put('/api/updateApp', { ...form('Timesheets v3'), _id: shared });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('This tool already has a pending approval request.');
    });

    it('opens the pending version for its author and the managers, never for others', async () => {
      const form = await marc.get(`/api/getApp/${shared}/true`);
      expect(form.status).toBe(200);
      expect(form.body).toMatchObject({ has_pending_validation: true, pending_validation: { user: ids['marc.manager'], edited_by_self: true } });
      expect(form.body.title.en).toBe('Timesheets v2');
      expect(form.body.validation).toMatchObject({ kind: 'edition', status: 'pending' });
      const byValidation = await admin.get(`/api/getApp/${shared}/true/${form.body.validation._id}`);
      expect(byValidation.body.title.en).toBe('Timesheets v2');
      expect((await paul.get(`/api/getApp/${shared}/true`)).body.pending_validation.edited_by_self).toBe(false);
      expect((await emma.get(`/api/getApp/${shared}/true`)).status).toBe(403);
      const other = String((await givenTool(app, 'Elsewhere'))._id);
      expect((await admin.get(`/api/getApp/${other}/true/${form.body.validation._id}`)).status).toBe(404);
    });

    it('lets exactly one of two managers saving at once open the request', async () => {
      const tool = String((await givenTool(app, 'Race', { managers: [ids['marc.manager'], ids['paul.peer']] }))._id);
      const [a, b] = await Promise.all([
        marc.put('/api/updateApp', { ...form('Race by Marc', { managers: [ids['marc.manager']] }), _id: tool }),
        paul.put('/api/updateApp', { ...form('Race by Paul', { managers: [ids['paul.peer']] }), _id: tool }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await validations.countDocuments({ app: tool, status: 'pending' })).toBe(1);
    });

    it("applies an administrator's edit at once", async () => {
      const tool = String((await givenTool(app, 'Intranet', { managers: [ids['marc.manager']] }))._id);
      const res = await admin.put('/api/updateApp', { ...form('Intranet 2', { managers: [ids['marc.manager']] }), _id: tool });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ has_pending_validation: false, title: { en: 'Intranet 2' } });
      expect(titlesOf(await wall(emma))).toContain('Intranet 2');
    });

    it('refuses an edit that leaves the tool without a category, and keeps the tool as it was', async () => {
      const tool = String((await givenTool(app, 'Canteen', { managers: [ids['marc.manager']] }))._id);
      const res = await admin.put('/api/updateApp', { ...form('Canteen 2', { managers: [ids['marc.manager']], categories: [] }), _id: tool });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'TOOL.CATEGORIES_REQUIRED', message: 'Le champ est obligatoire.' });
      expect((await tools.findById(tool).lean())!.title.en).toBe('Canteen');
    });

    it('answers 403 to someone who does not manage the tool, 404 to an unknown id, 400 to a malformed one', async () => {
      const tool = String((await givenTool(app, 'Not yours', { managers: [ids['marc.manager']] }))._id);
      const denied = await emma.put('/api/updateApp', { ...form('Mine now'), _id: tool });
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toBe('permission_denied');
      expect((await tools.findById(tool).lean())!.title.en).toBe('Not yours');
      expect((await marc.put('/api/updateApp', { ...form('Ghost'), _id: '0123456789abcdef01234567' })).status).toBe(404);
      expect((await marc.put('/api/updateApp', { ...form('Ghost'), _id: { $ne: null } })).status).toBe(400);
    });
  });

  describe('PUT deleteApps/{ids}', () => {
    it('deletes all or nothing: one tool the caller may not delete refuses the whole batch', async () => {
      const mine = String((await givenTool(app, 'Marc board', { managers: [ids['marc.manager']] }))._id);
      const theirs = String((await givenTool(app, 'Paul board', { managers: [ids['paul.peer']] }))._id);
      const res = await marc.put(`/api/deleteApps/${mine},${theirs}`, { app_title: 'Marc board' });
      expect(res.status).toBe(403);
      expect(await tools.countDocuments({ _id: { $in: [mine, theirs] }, deleted: true })).toBe(0);

      const ok = await marc.emulated('PUT', `/api/deleteApps/${mine}`, {});
      expect(ok.status).toBe(200);
      expect(ok.body.deleted).toEqual([mine]);
      expect(titlesOf(await wall(emma))).not.toContain('Marc board');
      expect((await emma.get(`/api/getApp/${mine}`)).status).toBe(404);
    });

    it('lets only an administrator delete a tool awaiting approval, withdrawing its request', async () => {
      const created = await marc.post('/api/postApp', form('Short-lived'));
      const id = created.body._id;
      expect((await marc.put(`/api/deleteApps/${id}`, {})).status).toBe(403);
      expect((await admin.put(`/api/deleteApps/${id}`, {})).status).toBe(200);
      expect(await validations.findOne({ app: id }).lean()).toMatchObject({ status: 'withdrawn' });
    });

    it('answers 404 for an unknown id and 400 for a malformed list', async () => {
      expect((await admin.put('/api/deleteApps/0123456789abcdef01234567', {})).status).toBe(404);
      expect((await admin.put('/api/deleteApps/abc,def', {})).status).toBe(400);
    });
  });

  describe('PUT updateApps (bulk add managers and viewers)', () => {
    it('adds managers to every checked tool and viewers to the private ones', async () => {
      const a = String((await givenTool(app, 'Bulk A', { managers: [ids['marc.manager']], users: [ids['emma.employee']] }))._id);
      const b = String((await givenTool(app, 'Bulk B', { managers: [ids['marc.manager']] }))._id);
      const res = await admin.put('/api/updateApps', { apps: [a, { _id: b }], managers: [ids['paul.peer']], users: ['GRP-FINANCE'] });
      expect(res.status).toBe(200);
      const [toolA, toolB] = await Promise.all([tools.findById(a).lean(), tools.findById(b).lean()]);
      expect(toolA!.managers).toEqual([ids['marc.manager'], ids['paul.peer']]);
      expect(toolA!.users).toEqual([ids['emma.employee'], 'GRP-FINANCE']);
      expect(toolB!.managers).toEqual([ids['marc.manager'], ids['paul.peer']]);
      expect(toolB!.users).toEqual(['all']);
    });

    it('is refused to employees, and to a sub-administrator outside their subsidiary', async () => {
      const tool = String((await givenTool(app, 'Bulk C', { subsidiaryId: asia as never }))._id);
      const employee = await marc.put('/api/updateApps', { apps: [tool], managers: [ids['marc.manager']] });
      expect(employee.status).toBe(403);
      expect(employee.body.error.message).toBe('permission_denied');
      // Another subsidiary's tool is one she cannot even see: not found, like an unknown id.
      expect((await sophie.put('/api/updateApps', { apps: [tool], managers: [ids['paul.peer']] })).status).toBe(404);
      expect((await tools.findById(tool).lean())!.managers).toEqual([]);
    });

    it('refuses unknown people and an empty change with 400', async () => {
      const tool = String((await givenTool(app, 'Bulk D'))._id);
      expect((await admin.put('/api/updateApps', { apps: [tool], managers: ['0123456789abcdef01234567'] })).status).toBe(400);
      expect((await admin.put('/api/updateApps', { apps: [tool] })).status).toBe(400);
      expect((await admin.put('/api/updateApps', { apps: 'x', managers: [ids['paul.peer']] })).status).toBe(400);
    });
  });
});
