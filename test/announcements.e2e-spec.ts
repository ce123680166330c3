import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import type { MyAnnouncements } from '../src/contracts';
import { givenUsers } from './support/directory-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const TOOL = '64b00000000000000000a001';

/** An announcement body: current for a day, for everyone, in English unless said otherwise. */
function announcement(title: string, over: Record<string, unknown> = {}) {
  return { title: { en: title }, body: { en: `<p>${title} body</p>` }, kind: 'info', audience: {}, startsAt: at(-HOUR), endsAt: at(DAY), ...over };
}

describe('announcements: written in the back-office, read by the people they are for', () => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  let europeId: string;
  let asiaId: string;
  const ids: Record<string, string> = {};

  const mine = async (client: ApiClient, lang?: string): Promise<MyAnnouncements> => {
    const res = await client.get(`/api/announcements/mine${lang ? `?lang=${lang}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as MyAnnouncements;
  };
  const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();
  const create = async (title: string, over: Record<string, unknown> = {}) => {
    const res = await admin.post('/api/admin/announcements', announcement(title, over));
    expect(res.status).toBe(201);
    ids[title] = res.body.id;
    return res.body;
  };

  beforeAll(async () => {
    useDatabase('announcements');
    app = await createTestApp();
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const europe = await subsidiaries.create({ name: 'Northwind Europe' });
    const asia = await subsidiaries.create({ name: 'Northwind Asia' });
    europeId = String(europe._id);
    asiaId = String(asia._id);
    await givenGroups(app, { title: 'Finance', guid: 'GRP-FINANCE' }, { title: 'Sales', guid: 'GRP-SALES' });
    const inEurope = { _id: europe._id, name: 'Northwind Europe' };
    await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: inEurope },
      { id_portal: 'emma.employee', subsidiary: inEurope, services: ['GRP-FINANCE'], language: 'en' },
      { id_portal: 'felix.employee', subsidiary: inEurope, services: [], language: 'fr' },
      { id_portal: 'jun.employee', subsidiary: { _id: asia._id, name: 'Northwind Asia' }, services: ['GRP-SALES'], language: 'ja' },
    );
    admin = await signIn(app.getHttpServer(), 'alice.admin');
    await create('Finance closing', { audience: { groups: ['GRP-FINANCE'] } });
    await create('Asia holiday', { audience: { subsidiaries: [asiaId] } });
    await create('Pour les francophones', { title: { fr: 'Pour les francophones' }, body: { fr: '<p>Bonjour</p>' }, audience: { languages: ['fr'] } });
    await create('Europe and French', { audience: { subsidiaries: [europeId], languages: ['fr'] } });
    await create('Next week', { startsAt: at(7 * DAY), endsAt: at(8 * DAY) });
    await create('Last week', { startsAt: at(-8 * DAY), endsAt: at(-7 * DAY) });
    await create('Payroll maintenance', { kind: 'maintenance', tools: [TOOL] });
  });
  afterAll(() => app.close());

  describe('targeting', () => {
    it('shows each person the current announcements of their groups, subsidiary and language, every list given narrowing', async () => {
      const emma = await mine(await signIn(app.getHttpServer(), 'emma.employee'));
      expect(titles(emma.banners)).toEqual(['Finance closing', 'Payroll maintenance']);
      const felix = await mine(await signIn(app.getHttpServer(), 'felix.employee'));
      expect(titles(felix.banners)).toEqual(['Europe and French', 'Payroll maintenance', 'Pour les francophones']);
      const jun = await mine(await signIn(app.getHttpServer(), 'jun.employee'));
      expect(titles(jun.banners)).toEqual(['Asia holiday', 'Payroll maintenance']);
    });

    it('keeps one to come out of sight, and lists an ended one under News only', async () => {
      const emma = await mine(await signIn(app.getHttpServer(), 'emma.employee'));
      expect(titles(emma.news)).toEqual(['Finance closing', 'Last week', 'Payroll maintenance']);
      expect(emma.news.find((item) => item.title === 'Last week')).toMatchObject({ current: false, dismissed: false });
      expect(emma.unread).toBe(3);
    });

    it("answers in the person's language, else English, else French", async () => {
      await create('Bilingual', { title: { en: 'Bilingual', ja: '二か国語' }, body: { en: '<p>Hello</p>', ja: '<p>こんにちは</p>' }, audience: { groups: ['GRP-SALES'] } });
      const jun = await signIn(app.getHttpServer(), 'jun.employee');
      expect((await mine(jun, 'ja')).banners.find((item) => item.id === ids.Bilingual)).toMatchObject({ title: '二か国語', body: '<p>こんにちは</p>', lang: 'ja' });
      expect((await mine(jun, 'zh')).banners.find((item) => item.id === ids.Bilingual)).toMatchObject({ title: 'Bilingual', lang: 'en' });
      const felix = await signIn(app.getHttpServer(), 'felix.employee');
      expect((await mine(felix, 'en')).banners.find((item) => item.id === ids['Pour les francophones'])).toMatchObject({ lang: 'fr', body: '<p>Bonjour</p>' });
    });

    it('puts a current maintenance on the tiles of the tools it concerns', async () => {
      const emma = await mine(await signIn(app.getHttpServer(), 'emma.employee'));
      expect(emma.maintenanceByTool).toEqual({ [TOOL]: expect.objectContaining({ announcementId: ids['Payroll maintenance'], title: 'Payroll maintenance' }) });
    });
  });

  describe('dismissing and reading', () => {
    it('keeps a dismissed banner gone in another session, and still lists it under News', async () => {
      const phone = await signIn(app.getHttpServer(), 'emma.employee');
      expect((await phone.post(`/api/announcements/${ids['Finance closing']}/dismiss`)).status).toBe(204);
      const laptop = await signIn(app.getHttpServer(), 'emma.employee');
      const after = await mine(laptop);
      expect(titles(after.banners)).toEqual(['Payroll maintenance']);
      expect(after.news.find((item) => item.id === ids['Finance closing'])).toMatchObject({ dismissed: true });
      expect(after.unread).toBe(2);
    });

    it('answers 404 to dismissing an announcement not addressed to the person, and remembers nothing', async () => {
      const jun = await signIn(app.getHttpServer(), 'jun.employee');
      const res = await jun.post(`/api/announcements/${ids['Finance closing']}/dismiss`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('ANNOUNCEMENTS.NOT_FOUND');
      expect((await jun.post('/api/announcements/64b0000000000000000000ff/dismiss')).status).toBe(404);
    });

    it('counts News read once the person has opened it', async () => {
      const felix = await signIn(app.getHttpServer(), 'felix.employee');
      const before = await mine(felix);
      expect(before.unread).toBeGreaterThan(0);
      expect((await felix.post('/api/announcements/read', { ids: before.news.map((item) => item.id) })).status).toBe(204);
      expect((await mine(felix)).unread).toBe(0);
    });

    it('remembers the tools a person has seen, for "New for you"', async () => {
      const jun = await signIn(app.getHttpServer(), 'jun.employee');
      expect((await mine(jun)).seenTools).toBeNull();
      await jun.post('/api/announcements/seen-tools', { ids: [TOOL] });
      await jun.post('/api/announcements/seen-tools', { ids: ['64b00000000000000000a002'] });
      expect((await mine(jun)).seenTools?.sort()).toEqual([TOOL, '64b00000000000000000a002']);
    });
  });

  describe('bad input: a translated refusal that changes nothing', () => {
    it.each([
      ['no English or French', { title: { ja: 'お知らせ' }, body: { ja: '<p>本文</p>' } }, 'title', 'ANNOUNCEMENTS.ENGLISH_OR_FRENCH'],
      ['an English title without a body', { body: { fr: '<p></p>' } }, 'title', 'ANNOUNCEMENTS.ENGLISH_OR_FRENCH'],
      ['an end before its start', { startsAt: at(DAY), endsAt: at(HOUR) }, 'endsAt', 'ANNOUNCEMENTS.END_BEFORE_START'],
      ['an unknown group', { audience: { groups: ['GRP-NOBODY'] } }, 'audience.groups', 'ANNOUNCEMENTS.UNKNOWN_GROUP'],
      ['an unknown subsidiary', { audience: { subsidiaries: ['64b0000000000000000000ee'] } }, 'audience.subsidiaries', 'ANNOUNCEMENTS.UNKNOWN_SUBSIDIARY'],
      ['an unknown kind', { kind: 'urgent' }, 'kind', 'ANNOUNCEMENTS.INVALID_KIND'],
    ])('refuses %s', async (_case, over, field, code) => {
      const before = await admin.get('/api/admin/announcements');
      const res = await admin.post('/api/admin/announcements', announcement('Refused', over));
      expect(res.status).toBe(400);
      expect(res.body.violations[field]).toMatchObject({ code });
      const updated = await admin.put(`/api/admin/announcements/${ids['Finance closing']}`, announcement('Refused', over));
      expect(updated.status).toBe(400);
      expect((await admin.get('/api/admin/announcements')).body).toEqual(before.body);
    });

    it('removes scripts, event handlers and javascript: links from bodies', async () => {
      const res = await create('Sanitised', { body: { en: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">link</a></p>' } });
      expect(res.body.en).toBe('<p>Hi <a>link</a></p>');
    });
  });

  describe('sub-administrators', () => {
    let sophie: ApiClient;
    beforeAll(async () => {
      sophie = await signIn(app.getHttpServer(), 'sophie.subadmin');
    });

    it('writes for their own subsidiary only', async () => {
      const own = await sophie.post('/api/admin/announcements', announcement('Europe office move'));
      expect(own.status).toBe(201);
      expect(own.body.audience.subsidiaries).toEqual([europeId]);
      const other = await sophie.post('/api/admin/announcements', announcement('Asia hijack', { audience: { subsidiaries: [asiaId] } }));
      expect(other.status).toBe(403);
      const list = await sophie.get('/api/admin/announcements');
      // Theirs: every announcement for their subsidiary alone, an administrator's included.
      expect(list.body.map((item: { title: { en: string } }) => item.title.en).sort()).toEqual(['Europe and French', 'Europe office move']);
      expect(list.headers['content-range']).toBe('announcements 0-1/2');
      const jun = await mine(await signIn(app.getHttpServer(), 'jun.employee'));
      expect(titles(jun.banners)).not.toContain('Europe office move');
    });

    it("answers 404 for another's announcement, whatever the call, and changes nothing", async () => {
      const id = ids['Finance closing'];
      expect((await sophie.get(`/api/admin/announcements/${id}`)).status).toBe(404);
      expect((await sophie.put(`/api/admin/announcements/${id}`, announcement('Taken over'))).status).toBe(404);
      expect((await sophie.delete(`/api/admin/announcements/${id}`)).status).toBe(404);
      expect((await admin.get(`/api/admin/announcements/${id}`)).body.title).toEqual({ en: 'Finance closing' });
    });

    it('refuses an employee the back-office resource', async () => {
      const emma = await signIn(app.getHttpServer(), 'emma.employee');
      expect((await emma.get('/api/admin/announcements')).status).toBe(403);
      expect((await emma.post('/api/admin/announcements', announcement('Nope'))).status).toBe(403);
    });
  });

  it('lets an administrator edit and delete, and people see the change at once', async () => {
    const id = ids['Asia holiday'];
    const edited = await admin.put(`/api/admin/announcements/${id}`, announcement('Asia holiday moved', { audience: { subsidiaries: [asiaId] } }));
    expect(edited.status).toBe(200);
    const jun = await signIn(app.getHttpServer(), 'jun.employee');
    expect(titles((await mine(jun)).banners)).toContain('Asia holiday moved');
    expect((await admin.delete(`/api/admin/announcements/${id}`)).status).toBe(200);
    expect(titles((await mine(jun)).news)).not.toContain('Asia holiday moved');
    expect((await admin.get(`/api/admin/announcements/${id}`)).status).toBe(404);
  });
});
