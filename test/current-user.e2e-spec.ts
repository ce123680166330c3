import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Settings } from '../src/settings/settings.schema';
import { DirectoryCache } from '../src/directory/directory-cache';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { User } from '../src/directory/user.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { withReadHeld } from './support/held-read';
import { recordFilters } from './support/filter-shapes';
import { LastSignInWriter } from '../src/directory/commands/record-sign-in/last-sign-in-writer';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

describe('the current user: getOneUser, updateUser, first sign-in', () => {
  let app: NestExpressApplication;
  let settings: Model<Settings>;
  let users: Model<User>;

  beforeAll(async () => {
    useDatabase('current_user');
    app = await createTestApp();
    settings = app.get(getModelToken(Settings.name));
    users = app.get(getModelToken(User.name));
    await givenUsers(
      app,
      { id_portal: 'emma.employee', language: 'fr', services: ['GRP-FINANCE'], background: 3 },
      { id_portal: 'marc.manager', is_administrator: false },
    );
  });
  afterAll(() => app.close());

  it('answers every field of the front spec’s User, and an intern’s account kind', async () => {
    const subsidiary = new Types.ObjectId();
    await givenUsers(app, {
      id_portal: 'i_ines.intern',
      firstname: 'Inès',
      lastname: 'Durand',
      rgpd_id: 'RGPD-42',
      language: 'zh',
      services: ['GRP-FINANCE'],
      subsidiary: { _id: subsidiary, name: 'Northwind Europe' },
      mailDomain: 'northwind.example',
      company: 'Northwind SAS',
      division: 'Finance',
      is_sub_admin: true,
      has_access: { validations: true },
    });
    const me = (await (await signIn(app.getHttpServer(), 'i_ines.intern')).get('/api/getOneUser')).body;
    expect(me).toEqual({
      id: me._id,
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id_portal: 'i_ines.intern',
      account_kind: 'intern',
      rgpd_id: 'RGPD-42',
      firstname: 'Inès',
      lastname: 'Durand',
      fullname: 'Inès Durand',
      language: 'zh',
      background: 1,
      bookmarks: [],
      has_default_bookmarks: true,
      tour: false,
      services: ['GRP-FINANCE'],
      subsidiary: { _id: String(subsidiary), name: 'Northwind Europe' },
      mailDomain: 'northwind.example',
      company: 'Northwind SAS',
      division: 'Finance',
      is_administrator: false,
      is_sub_admin: true,
      has_access: { validations: true },
      account_disabled: false,
      error: null,
      is_in_hermes_network: expect.any(Boolean),
      hermes_internal_websites: expect.any(Array),
      updated_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  describe('company network', () => {
    it('says the user is inside when the client address is in a configured range', async () => {
      await settings.updateOne({ key: 'global' }, { $set: { hermes_network: ['127.0.0.0/8'], hermes_internal_websites: ['intranet.example'] } }, { upsert: true });
      const me = (await (await signIn(app.getHttpServer(), 'emma.employee')).get('/api/getOneUser')).body;
      expect(me.is_in_hermes_network).toBe(true);
      expect(me.hermes_internal_websites).toEqual(['intranet.example']);
    });

    it('says outside otherwise, and ignores X-Forwarded-For from a proxy that is not trusted', async () => {
      await settings.updateOne({ key: 'global' }, { $set: { hermes_network: ['10.0.0.0/8'] } });
      const client = await signIn(app.getHttpServer(), 'emma.employee');
      expect((await client.get('/api/getOneUser')).body.is_in_hermes_network).toBe(false);
      const spoofed = await client.send('get', '/api/getOneUser', undefined, { 'X-Forwarded-For': '10.1.2.3' });
      expect(spoofed.body.is_in_hermes_network).toBe(false);
    });

    it('reads the client address from X-Forwarded-For when the proxy is trusted', async () => {
      process.env.TRUSTED_PROXIES = '127.0.0.1,::1';
      const behindProxy = await createTestApp({ dropDatabase: false });
      try {
        const client = await signIn(behindProxy.getHttpServer(), 'emma.employee');
        const res = await client.send('get', '/api/getOneUser', undefined, { 'X-Forwarded-For': '10.1.2.3' });
        expect(res.body.is_in_hermes_network).toBe(true);
      } finally {
        delete process.env.TRUSTED_PROXIES;
        await behindProxy.close();
      }
    });
  });

  describe('PUT updateUser', () => {
    it('saves the caller’s background, tour flag and language', async () => {
      const client = await signIn(app.getHttpServer(), 'emma.employee');
      const res = await client.put('/api/updateUser', { background: 7, tour: true, language: 'ja' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ background: 7, tour: true, language: 'ja' });
    });

    it('ignores every other field, including a forged _id and roles', async () => {
      const marc = await users.findOne({ id_portal: 'marc.manager' }).lean();
      const client = await signIn(app.getHttpServer(), 'emma.employee');
      const res = await client.put('/api/updateUser', { _id: String(marc!._id), background: 2, is_administrator: true, fullname: 'Boss', bookmarks: [] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ background: 2, is_administrator: false, id_portal: 'emma.employee' });
      expect(res.body.fullname).not.toBe('Boss');
      const untouched = await users.findById(marc!._id).lean();
      expect(untouched!.background).toBe(1);
    });

    it.each([
      [{ background: 0 }, 'background'],
      [{ background: 20 }, 'background'],
      [{ background: '3' }, 'background'],
      [{ tour: 'yes' }, 'tour'],
      [{ language: 'de' }, 'language'],
    ])('refuses %p with a message for the field and changes nothing', async (body, field) => {
      const client = await signIn(app.getHttpServer(), 'emma.employee');
      const before = (await client.get('/api/getOneUser')).body;
      const res = await client.put('/api/updateUser', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty([field]);
      const after = (await client.get('/api/getOneUser')).body;
      expect({ background: after.background, tour: after.tour, language: after.language }).toEqual({
        background: before.background,
        tour: before.tour,
        language: before.language,
      });
    });
  });

  describe('first sign-in with default bookmarks', () => {
    it('fills the bookmarks from the matching default tools, in their order, once', async () => {
      const [mail, leave, jaOnly, sales, hidden] = await Promise.all([
        givenTool(app, 'Mail'),
        givenTool(app, 'Leave'),
        givenTool(app, 'Japan desk'),
        givenTool(app, 'Sales CRM'),
        givenTool(app, 'Private board', { users: ['someone-else'] }),
      ]);
      await givenDefaultTool(app, leave, 0, { groups: ['GRP-FINANCE'] });
      await givenDefaultTool(app, mail, 1);
      await givenDefaultTool(app, jaOnly, 2, { language: 'ja' });
      await givenDefaultTool(app, sales, 3, { groups: ['GRP-SALES'] });
      await givenDefaultTool(app, hidden, 4);
      await givenUsers(app, { id_portal: 'nora.newcomer', language: 'fr', services: ['GRP-FINANCE'], has_default_bookmarks: true });

      const client = await signIn(app.getHttpServer(), 'nora.newcomer');
      const titles = (await client.get('/api/getBookmarkedApps')).body.map((tool: { title: { en: string } }) => tool.title.en);
      expect(titles).toEqual(['Leave', 'Mail']);

      // A later sign-in does not refill a list the person has changed since.
      await client.put('/api/updateBookmarkedApps', { bookmarks: [String(mail._id)] });
      const again = await signIn(app.getHttpServer(), 'nora.newcomer');
      expect((await again.get('/api/getBookmarkedApps')).body).toHaveLength(1);
    });

    it('leaves the bookmarks alone when the user has no default bookmarks', async () => {
      await givenUsers(app, { id_portal: 'olga.optout', has_default_bookmarks: false });
      const client = await signIn(app.getHttpServer(), 'olga.optout');
      expect((await client.get('/api/getBookmarkedApps')).body).toEqual([]);
    });
  });

  // FerretDB reads every person for any filter but one `_id`: at 100,000 people, seconds of its CPU each.
  it('signs in a person whose login the login map names someone else, and leaves that other person\'s newest entry in the users table', async () => {
    const [paul, quinn] = await givenUsers(app, { id_portal: 'paul.stale', lastname: 'Before' }, { id_portal: 'quinn.moved', lastname: 'Quinn' }, { id_portal: 'ada.admin', is_administrator: true });
    const admin = await signIn(app.getHttpServer(), 'ada.admin');
    const tableLastnames = async (q: string) => ((await admin.get(`/api/getUsers/paginate/50/true/1/true/lastname/?q=${q}`)).body.data as { lastname: string }[]).map((row) => row.lastname);
    // A stale entry: quinn's login names paul.
    await app.get(DirectoryCache).rememberLogins([{ loginId: 'quinn.moved', userId: String(paul._id) }]);
    await users.updateOne({ _id: paul._id }, { $set: { lastname: 'After', search_names: ['paul', 'after'] } });
    // A refresh of paul reads his new name, and writes it only after quinn's sign-in, which looked at paul first.
    await withReadHeld(users, String(paul._id), () => app.get(DirectoryIndex).refresh([String(paul._id)]), async () => {
      expect((await (await signIn(app.getHttpServer(), 'quinn.moved')).get('/api/getOneUser')).body._id).toBe(String(quinn._id));
    });
    expect(await tableLastnames('after')).toEqual(['After']);
    expect(await tableLastnames('before')).toEqual([]);
    expect(await app.get(DirectoryCache).userIdOfLogin('quinn.moved')).toBe(String(quinn._id));
  });

  it('reads and writes the person of a morning by `_id` alone: sign-in, the first screen, a search, an open', async () => {
    const tool = await givenTool(app, 'Morning desk');
    await givenDefaultTool(app, tool, 10);
    const [paula] = await givenUsers(app, { id_portal: 'paula.peak', firstname: 'Paula', lastname: 'Peak', services: ['GRP-FINANCE'], has_default_bookmarks: true });
    const filters = recordFilters('users');
    let firstScreenReads: number;
    try {
      const client = await signIn(app.getHttpServer(), 'paula.peak');
      // The driver's findOne is a find: counted once.
      const reads = () => filters.seen.filter(({ method }) => method === 'find').length;
      const signInReads = reads();
      const answers = await Promise.all([
        client.get('/api/getOneUser'),
        client.post(`/api/getApps/null/${paula.hermes_id}/10/100/true/true/false/false?lang=en`, { servicesList: '' }),
        client.post(`/api/categories/for-user/${paula.hermes_id}?lang=en`, { servicesList: '' }),
        client.get('/api/getBookmarkedApps'),
        client.get('/api/opens/recent'),
      ]);
      firstScreenReads = reads() - signInReads;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[0].body.id_portal).toBe('paula.peak');
      expect(answers[3].body.map((card: { _id: string }) => card._id)).toContain(String(tool._id));
      expect((await client.get('/api/getUsers/word/paul')).status).toBe(200);
      expect((await client.post('/api/opens', { toolId: String(tool._id) })).status).toBe(204);
      // A second sign-in notes its time; the notes are written in bulk.
      await signIn(app.getHttpServer(), 'paula.peak');
      await app.get(LastSignInWriter).drain();
    } finally {
      filters.restore();
    }
    expect(filters.scans()).toEqual([]);
    // The sign-in caches the person it read: the first screen reads them for getOneUser and the bookmarks only.
    expect(firstScreenReads).toBe(2);
    expect((await users.findById(paula._id).lean())?.last_login_time?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
