import type { NestExpressApplication } from '@nestjs/platform-express';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

describe('bookmarks: getBookmarkedApps and updateBookmarkedApps', () => {
  let app: NestExpressApplication;
  let emmaId: string;
  let marcId: string;
  const tools: Record<string, string> = {};

  beforeAll(async () => {
    useDatabase('bookmarks');
    app = await createTestApp();
    const [emma, marc] = await givenUsers(
      app,
      { id_portal: 'emma.employee', services: ['GRP-FINANCE'] },
      { id_portal: 'marc.manager' },
      { id_portal: 'alice.admin', is_administrator: true },
    );
    emmaId = String(emma._id);
    marcId = String(marc._id);
    for (const [name, over] of [
      ['Mail', {}],
      ['Leave', {}],
      ['Finance board', { users: ['GRP-FINANCE'] }],
      ['Marc only', { users: [marcId] }],
      ['Retired', { deleted: true }],
      ['Awaiting approval', { is_published: false }],
    ] as [string, Parameters<typeof givenTool>[2]][]) {
      tools[name] = String((await givenTool(app, name, over)).id);
    }
  });
  afterAll(() => app.close());

  it('saves an ordered list without duplicates and returns the tools in that order', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const saved = await client.put('/api/updateBookmarkedApps', { _id: emmaId, bookmarks: [tools.Leave, tools['Finance board'], tools.Leave, tools.Mail] });
    expect(saved.status).toBe(200);
    expect(saved.body.bookmarks).toEqual([tools.Leave, tools['Finance board'], tools.Mail]);
    const list = await client.get('/api/getBookmarkedApps');
    expect(list.body.map((tool: { title: { en: string } }) => tool.title.en)).toEqual(['Leave', 'Finance board', 'Mail']);
    expect(list.body[0]).toMatchObject({ _id: tools.Leave, is_new: true, url: { en: 'https://leave.example/' } });
  });

  it('drops tools the user cannot see, deleted ones, unpublished ones and malformed ids', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const saved = await client.put('/api/updateBookmarkedApps', {
      bookmarks: [tools['Marc only'], tools.Retired, tools['Awaiting approval'], 'not-an-id', { $ne: null }, tools.Mail, '64b000000000000000000000'],
    });
    expect(saved.body.bookmarks).toEqual([tools.Mail]);
  });

  it('refuses to write another user’s list (forged _id) and leaves it untouched', async () => {
    const marc = await signIn(app.getHttpServer(), 'marc.manager');
    await marc.put('/api/updateBookmarkedApps', { _id: marcId, bookmarks: [tools['Marc only']] });
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    const forged = await emma.put('/api/updateBookmarkedApps', { _id: marcId, bookmarks: [] });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: { message: 'permission_denied', code: 'permission_denied' } });
    expect((await marc.get('/api/getBookmarkedApps')).body.map((t: { _id: string }) => t._id)).toEqual([tools['Marc only']]);
  });

  it('lets a user read their own list by id, an administrator anyone’s, and nobody else', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    expect((await emma.get(`/api/getBookmarkedApps/${emmaId}`)).status).toBe(200);
    expect((await emma.get(`/api/getBookmarkedApps/${marcId}`)).status).toBe(403);
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    expect((await admin.get(`/api/getBookmarkedApps/${marcId}`)).body.map((t: { _id: string }) => t._id)).toEqual([tools['Marc only']]);
  });

  it('answers 400 for a malformed user id and 404 for an unknown one', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    expect((await admin.get('/api/getBookmarkedApps/nope')).status).toBe(400);
    const unknown = await admin.get('/api/getBookmarkedApps/64b000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('User not found');
  });

  it('refuses a body whose bookmarks are not a list', async () => {
    const client = await signIn(app.getHttpServer(), 'emma.employee');
    const res = await client.put('/api/updateBookmarkedApps', { bookmarks: 'all' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['bookmarks']);
  });
});
