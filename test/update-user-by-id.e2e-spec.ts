import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { DirectoryCache } from '../src/directory/directory-cache';
import { User } from '../src/directory/user.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { withReadHeld } from './support/held-read';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

describe('PUT updateUserById (administrators)', () => {
  let app: NestExpressApplication;
  let users: Model<User>;
  let emmaId: string;
  let europeId: string;

  beforeAll(async () => {
    useDatabase('update_user_by_id');
    app = await createTestApp();
    users = app.get(getModelToken(User.name));
    const europe = await app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name)).create({ name: 'Northwind Europe', companies: ['NW France'] });
    europeId = String(europe._id);
    const [emma] = await givenUsers(
      app,
      { id_portal: 'emma.employee', has_default_bookmarks: true },
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
    );
    emmaId = String(emma._id);
  });
  afterAll(() => app.close());

  it('lets an administrator set language, roles, subsidiary and bookmarks', async () => {
    const tool = await givenTool(app, 'Mail');
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put('/api/updateUserById', {
      _id: emmaId,
      language: 'zh',
      has_access: { validations: true },
      subsidiary: europeId,
      bookmarks: [String(tool._id), String(tool._id)],
    });
    expect(res.status).toBe(200);
    const emma = await users.findById(emmaId).lean();
    expect(emma).toMatchObject({ language: 'zh', has_access: { validations: true }, subsidiary: { name: 'Northwind Europe' } });
    expect(emma!.bookmarks.map(String)).toEqual([String(tool._id)]);
  });

  it('never keeps the roles a call read before an administrator changed them: the call after the change has the new ones', async () => {
    const [dora] = await givenUsers(app, { id_portal: 'dora.admin', is_administrator: true });
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const session = await signIn(app.getHttpServer(), 'dora.admin');
    expect((await session.get('/api/getAllApps')).status).toBe(200);
    // Her principal no longer cached (as 60 s later): the next call reads her, and the change lands meanwhile.
    await app.get(DirectoryCache).invalidateUsers([String(dora._id)]);
    const during = await withReadHeld(users, String(dora._id), () => session.get('/api/getAllApps'), async () => {
      expect((await admin.put('/api/updateUserById', { _id: String(dora._id), is_administrator: false })).status).toBe(200);
    });
    expect(during.status).toBe(200);
    expect((await session.get('/api/getAllApps')).status).toBe(403);
  });

  it('clears the bookmarks when the default-tools flag is switched off', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    await admin.put('/api/updateUserById', { _id: emmaId, default_tools: false });
    const emma = await users.findById(emmaId).lean();
    expect(emma).toMatchObject({ has_default_bookmarks: false, bookmarks: [] });
  });

  it('records the change in the activity log', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    await logs.deleteMany({});
    await admin.put('/api/updateUserById', { _id: emmaId, language: 'fr' });
    const deadline = Date.now() + 3000;
    let entry = null;
    while (!entry && Date.now() < deadline) entry = await logs.findOne({ action: 'directory.user.updated' }).lean();
    expect(entry?.message).toMatch(/^Alice Martin updated emma Tester \(language\)$/);
  });

  it.each(['emma.employee', 'sophie.subadmin'])('refuses %s with permission_denied and changes nothing', async (loginId) => {
    const client = await signIn(app.getHttpServer(), loginId);
    const res = await client.put('/api/updateUserById', { _id: emmaId, is_administrator: true });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('permission_denied');
    expect((await users.findById(emmaId).lean())!.is_administrator).toBe(false);
  });

  it.each([
    [{ _id: 'nope' }, 400],
    [{ _id: '64b000000000000000000000', language: 'fr' }, 404],
    [{ _id: 'EMMA', language: 'de' }, 400],
  ])('answers %p with %i', async (body, status) => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put('/api/updateUserById', body._id === 'EMMA' ? { ...body, _id: emmaId } : body);
    expect(res.status).toBe(status);
  });

  it('refuses an unknown subsidiary, and a sub-administrator without one', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const unknown = await admin.put('/api/updateUserById', { _id: emmaId, subsidiary: '64b000000000000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty(['subsidiary']);
    const orphan = await admin.put('/api/updateUserById', { _id: emmaId, subsidiary: null, is_sub_admin: true });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toHaveProperty(['is_sub_admin']);
  });
});

describe('PUT /api/admin/users/:id (react-admin update)', () => {
  let app: NestExpressApplication;
  let emmaId: string;

  beforeAll(async () => {
    useDatabase('admin_users_update');
    app = await createTestApp();
    const [emma] = await givenUsers(app, { id_portal: 'emma.employee' }, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'olga.other' });
    emmaId = String(emma._id);
  });
  afterAll(() => app.close());

  it('saves through the same rules and answers the record with its id', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put(`/api/admin/users/${emmaId}`, { id: emmaId, language: 'ja', is_administrator: true, search_names: ['x'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: emmaId, language: 'ja', is_administrator: true });
    expect(res.body).not.toHaveProperty('search_names');
  });

  it('refuses a non-administrator', async () => {
    const olga = await signIn(app.getHttpServer(), 'olga.other');
    const res = await olga.put(`/api/admin/users/${emmaId}`, { language: 'fr' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('permission_denied');
  });
});
