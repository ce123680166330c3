import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { User } from '../src/directory/user.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import type { ApiClient } from './support/http-client';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory, givenToolCreated } from './support/wall-fixtures';

type Card = { _id: string; title: { en: string }; is_new: boolean; has_pending_validation: boolean };
const titles = (body: Card[]) => body.map((tool) => tool.title.en);
const wallPath = (userId: string, managed = false, subsidiary = false) => `/api/getApps/null/${userId}/10/100/true/true/${managed}/${subsidiary}`;
const OLD = 40;
const RECENT = 2;

describe('the wall: getApps, categories/for-user, getApp, getAllApps, getAppsByName', () => {
  let app: NestExpressApplication;
  const ids: Record<string, string> = {};
  const tools: Record<string, string> = {};
  const cat: Record<string, string> = {};
  let emma: ApiClient;
  let marc: ApiClient;
  let admin: ApiClient;
  let sophie: ApiClient;

  beforeAll(async () => {
    useDatabase('wall');
    app = await createTestApp();
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const europe = await subsidiaries.create({ name: 'Northwind Europe' });
    const asia = await subsidiaries.create({ name: 'Northwind Asia' });
    const people = await givenUsers(
      app,
      { id_portal: 'emma.employee', services: ['GRP-FINANCE'], subsidiary: { _id: europe._id, name: 'Northwind Europe' }, language: 'fr' },
      { id_portal: 'marc.manager' },
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    const [emmaId, marcId] = [ids['emma.employee'], ids['marc.manager']];
    for (const [key, name] of [
      ['hr', { en: 'HR', fr: 'Ressources humaines' }],
      ['it', { en: 'IT', fr: 'Informatique' }],
      ['empty', { en: 'Archive', fr: 'Archives' }],
      ['travel', { en: 'Travel', fr: 'Voyages' }],
    ] as const) {
      cat[key] = String((await givenCategory(app, name))._id);
    }
    const catalogue: [string, number, object][] = [
      ['Mail', OLD, { title: { en: 'Mail', fr: 'Messagerie' }, categories: [cat.it] }],
      ['Leave', RECENT, { title: { en: 'Leave', fr: 'Congés' }, categories: [cat.hr] }],
      ['Europe portal', OLD, { subsidiaryId: europe._id }],
      ['Asia portal', OLD, { subsidiaryId: asia._id, categories: [cat.travel] }],
      ['Finance board', RECENT, { users: ['GRP-FINANCE'], categories: [cat.hr] }],
      ['Legal board', OLD, { users: ['GRP-LEGAL'] }],
      ['Emma only', OLD, { users: [emmaId] }],
      ['Marc only', OLD, { users: [marcId], categories: [cat.hr] }],
      ['Managed by Emma', OLD, { users: [marcId], managers: [emmaId] }],
      ['Retired', OLD, { deleted: true, categories: [cat.it] }],
      ['Awaiting approval', RECENT, { is_published: false, creator: emmaId, managers: [emmaId], categories: [cat.it] }],
      ['Marc pending', RECENT, { is_published: false, creator: marcId }],
    ];
    for (const [title, age, over] of catalogue) tools[title] = String((await givenToolCreated(app, age, title, over))._id);
    [emma, marc, admin, sophie] = await Promise.all(
      ['emma.employee', 'marc.manager', 'alice.admin', 'sophie.subadmin'].map((login) => signIn(app.getHttpServer(), login)),
    );
  });
  afterAll(() => app.close());

  describe('POST getApps (the wall, managed and subsidiary lists)', () => {
    it('shows exactly the tools the user sees, new first, then by title in the user’s language', async () => {
      const res = await emma.post(wallPath('H-emma.employee'), { servicesList: 'GRP-FINANCE' });
      expect(res.status).toBe(200);
      // Emma's language is French: the new tools first, Congés (Leave) then Finance board (private, created
      // days ago: new to its viewers too, spec "created fewer than 15 days ago"); then Managed by Emma
      // before Messagerie (Mail).
      expect(titles(res.body)).toEqual(['Leave', 'Finance board', 'Emma only', 'Europe portal', 'Managed by Emma', 'Mail']);
      expect(res.body.find((tool: Card) => tool.title.en === 'Finance board').is_new).toBe(true);
      expect(res.body[0]).toMatchObject({ _id: tools.Leave, is_new: true, has_pending_validation: false, categories: [cat.hr] });
      expect(res.body.find((tool: Card) => tool.title.en === 'Mail').is_new).toBe(false);
    });

    it('sorts in the language asked with ?lang', async () => {
      const res = await emma.post(`${wallPath('H-emma.employee')}?lang=en`, {});
      expect(titles(res.body)).toEqual(['Finance board', 'Leave', 'Emma only', 'Europe portal', 'Mail', 'Managed by Emma']);
    });

    it('accepts the database id as well as the directory id', async () => {
      const byId = await emma.post(`${wallPath(ids['emma.employee'])}?lang=en`, {});
      expect(byId.status).toBe(200);
      expect(titles(byId.body)).toHaveLength(6);
    });

    it('ignores the servicesList of the body: a group the user is not in does not widen the wall', async () => {
      const res = await emma.post(wallPath('H-emma.employee'), { servicesList: encodeURIComponent('GRP-FINANCE___GRP-LEGAL') });
      expect(titles(res.body)).not.toContain('Legal board');
      const marcWall = await marc.post(`${wallPath('H-marc.manager')}?lang=en`, { servicesList: 'GRP-FINANCE' });
      expect(titles(marcWall.body)).toEqual(['Leave', 'Mail', 'Managed by Emma', 'Marc only']);
    });

    it('lists managed tools, with the user’s own creations awaiting approval marked pending', async () => {
      const res = await emma.post(`${wallPath('H-emma.employee', true)}?lang=en`, {});
      expect(res.status).toBe(200);
      // A creation waiting for approval is not new to its manager: it is not live yet.
      expect(res.body.map((tool: Card) => [tool.title.en, tool.has_pending_validation, tool.is_new])).toEqual([
        ['Awaiting approval', true, false],
        ['Managed by Emma', false, false],
      ]);
      const marcs = await marc.post(wallPath('H-marc.manager', true), {});
      expect(res.body.map((tool: Card) => tool.title.en)).not.toContain('Marc pending');
      expect(marcs.body.map((tool: Card) => [tool.title.en, tool.has_pending_validation])).toEqual([['Marc pending', true]]);
    });

    it('lists the tools of the user’s subsidiary, and none for someone without one', async () => {
      const res = await emma.post(wallPath('H-emma.employee', false, true));
      expect(titles(res.body)).toEqual(['Europe portal']);
      expect((await marc.post(wallPath('H-marc.manager', false, true))).body).toEqual([]);
    });

    it('refuses someone else’s wall with 403, lets an administrator read it, 404 for nobody', async () => {
      for (const userId of ['H-marc.manager', ids['marc.manager'], 'H-nobody']) {
        const res = await emma.post(wallPath(userId), {});
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe('permission_denied');
      }
      const read = await admin.post(`${wallPath('H-emma.employee')}?lang=en`, {});
      expect(titles(read.body)).toEqual(['Finance board', 'Leave', 'Emma only', 'Europe portal', 'Mail', 'Managed by Emma']);
      expect((await admin.post(wallPath('H-nobody'), {})).status).toBe(404);
    });
  });

  describe('POST categories/for-user', () => {
    const summary = (body: { _id: string; totalApps: number }[]) => body.map((entry) => [entry._id, entry.totalApps]);

    it('counts the tools this user sees per category, after All, My subsidiary and Managed; empty ones last', async () => {
      const res = await emma.post(`/api/categories/for-user/H-emma.employee?lang=en`, { servicesList: 'GRP-LEGAL' });
      expect(res.status).toBe(200);
      expect(summary(res.body)).toEqual([
        ['$all', 6],
        ['$subsidiary', 1],
        ['$managed', 2],
        [cat.hr, 2],
        [cat.it, 1],
        [cat.empty, 0],
        [cat.travel, 0],
      ]);
      expect(res.body[0]).toMatchObject({ name: { en: 'All tools', fr: 'Tous les outils' } });
      expect(res.body[3]).toMatchObject({ name: { en: 'HR', fr: 'Ressources humaines' }, icon: expect.stringMatching(/^data:/) });
    });

    it('sorts the categories by name in the user’s language by default', async () => {
      const res = await emma.post(`/api/categories/for-user/${ids['emma.employee']}`, {});
      expect(res.body.slice(3, 5).map((entry: { _id: string }) => entry._id)).toEqual([cat.it, cat.hr]);
    });

    it('leaves out My subsidiary tools for someone without a subsidiary', async () => {
      const res = await marc.post('/api/categories/for-user/H-marc.manager?lang=en', {});
      expect(summary(res.body)).toEqual([
        ['$all', 4],
        ['$managed', 1],
        [cat.hr, 2],
        [cat.it, 1],
        [cat.empty, 0],
        [cat.travel, 0],
      ]);
    });

    it('refuses someone else’s categories', async () => {
      expect((await emma.post('/api/categories/for-user/H-marc.manager', {})).status).toBe(403);
      expect((await admin.post('/api/categories/for-user/H-marc.manager', {})).status).toBe(200);
    });
  });

  describe('GET getApp/{id}', () => {
    it('answers a tool the caller sees, manages or created', async () => {
      const res = await emma.get(`/api/getApp/${tools['Finance board']}`);
      expect(res.status).toBe(200);
      // Private and created days ago: new to its viewers.
      expect(res.body).toMatchObject({ _id: tools['Finance board'], title: { en: 'Finance board' }, is_new: true });
      expect((await emma.get(`/api/getApp/${tools['Awaiting approval']}`)).body).toMatchObject({ has_pending_validation: true });
      expect((await emma.get(`/api/getApp/${tools['Managed by Emma']}`)).status).toBe(200);
    });

    it('answers 404 for a tool the caller does not see, a deleted one or an unknown id', async () => {
      for (const id of [tools['Legal board'], tools['Asia portal'], tools['Marc only'], tools.Retired, '64b000000000000000000000']) {
        const res = await emma.get(`/api/getApp/${id}`);
        expect({ id, status: res.status }).toEqual({ id, status: 404 });
      }
      expect((await marc.get(`/api/getApp/${tools['Awaiting approval']}`)).status).toBe(404);
    });

    it('answers 400 for a malformed id', async () => {
      for (const id of ['nope', 'aaaaaaaaaaaa']) expect((await emma.get(`/api/getApp/${id}`)).status).toBe(400);
    });

    it('lets administrators read any tool and sub-administrators those of their subsidiary', async () => {
      expect((await admin.get(`/api/getApp/${tools['Legal board']}`)).status).toBe(200);
      expect((await admin.get(`/api/getApp/${tools.Retired}`)).status).toBe(404);
      expect((await sophie.get(`/api/getApp/${tools['Europe portal']}`)).status).toBe(200);
      expect((await sophie.get(`/api/getApp/${tools['Legal board']}`)).status).toBe(404);
    });
  });

  describe('GET getAllApps and getAppsByName (back-office)', () => {
    it('gives administrators every non-deleted tool by title, awaiting ones included', async () => {
      const res = await admin.get('/api/getAllApps?lang=en');
      expect(res.status).toBe(200);
      expect(titles(res.body)).toEqual(
        Object.keys(tools)
          .filter((title) => title !== 'Retired')
          .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    });

    it('gives sub-administrators the tools of their subsidiary and refuses everyone else', async () => {
      expect(titles((await sophie.get('/api/getAllApps')).body)).toEqual(['Europe portal']);
      const refused = await emma.get('/api/getAllApps');
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('permission_denied');
    });

    it('finds tools by a part of their title in any language, case-insensitively, within scope', async () => {
      const res = await admin.get('/api/getAppsByName/BOARD?lang=en');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { _id: tools['Finance board'], title: { en: 'Finance board', fr: 'Finance board' } },
        { _id: tools['Legal board'], title: { en: 'Legal board', fr: 'Legal board' } },
      ]);
      expect((await admin.get(`/api/getAppsByName/${encodeURIComponent('congé')}`)).body.map((t: Card) => t._id)).toEqual([tools.Leave]);
      expect((await sophie.get('/api/getAppsByName/portal')).body.map((t: Card) => t._id)).toEqual([tools['Europe portal']]);
      expect((await emma.get('/api/getAppsByName/board')).status).toBe(403);
    });

    it('treats the text literally, refuses a blank one and answers at most 20 tools', async () => {
      expect((await admin.get(`/api/getAppsByName/${encodeURIComponent('.*')}`)).body).toEqual([]);
      expect((await admin.get(`/api/getAppsByName/${encodeURIComponent('(')}`)).status).toBe(200);
      expect((await admin.get('/api/getAppsByName/%20%20')).status).toBe(400);
      expect((await admin.get(`/api/getAppsByName/${'board'.repeat(40)}`)).body).toEqual([]);
      for (let i = 0; i < 25; i++) await givenToolCreated(app, OLD, `Bulk ${String(i).padStart(2, '0')}`, { users: ['GRP-NOBODY'] });
      const bulk = await admin.get('/api/getAppsByName/bulk');
      expect(bulk.body).toHaveLength(20);
      expect(bulk.body[0].title.en).toBe('Bulk 00');
    });
  });

  /** The wall reads the person's groups and subsidiary from their principal, cached with it and dropped by every write to them. */
  describe('after a change to the person', () => {
    const emmaWall = async () => titles((await emma.post(`${wallPath('H-emma.employee')}?lang=en`, {})).body);

    it('shows the tools of a group the directory import adds at the next call', async () => {
      expect(await emmaWall()).not.toContain('Legal board');
      const users = app.get<Model<User>>(getModelToken(User.name));
      await users.updateOne({ id_portal: 'emma.employee' }, { $set: { services: ['GRP-FINANCE', 'GRP-LEGAL'] } });
      await app.get(DirectoryIndex).refresh([ids['emma.employee']]); // what the import does after its writes
      expect(await emmaWall()).toContain('Legal board');
      await users.updateOne({ id_portal: 'emma.employee' }, { $set: { services: ['GRP-FINANCE'] } });
      await app.get(DirectoryIndex).refresh([ids['emma.employee']]);
      expect(await emmaWall()).not.toContain('Legal board');
    });

    it('shows the tools of the subsidiary an administrator moves the person to at the next call', async () => {
      const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
      const [europe, asia] = await Promise.all(['Northwind Europe', 'Northwind Asia'].map((name) => subsidiaries.findOne({ name }).lean()));
      expect(await emmaWall()).toContain('Europe portal');
      expect((await admin.put('/api/updateUserById', { _id: ids['emma.employee'], subsidiary: String(asia!._id) })).status).toBe(200);
      const moved = await emmaWall();
      expect(moved).toContain('Asia portal');
      expect(moved).not.toContain('Europe portal');
      expect((await admin.put('/api/updateUserById', { _id: ids['emma.employee'], subsidiary: String(europe!._id) })).status).toBe(200);
      expect(await emmaWall()).toContain('Europe portal');
    });
  });
});
