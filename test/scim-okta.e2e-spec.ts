import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { User } from '../src/directory/user.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { CORE_GROUP, CORE_USER, filterPath, givenApiToken, scimClient } from './support/scim-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const wallPath = (userId: string) => `/api/getApps/null/${userId}/10/100/true/true/false/false?lang=en`;
const titles = (cards: { title: { en: string } }[]) => cards.map((card) => card.title.en);

/** A user as Okta's custom SCIM 2.0 application sends it (POST, and PUT for every update). */
const oktaUser = (over: { familyName?: string; active?: boolean } = {}) => ({
  schemas: [CORE_USER],
  userName: 'isaac.brock@example.com',
  name: { givenName: 'Isaac', familyName: over.familyName ?? 'Brock' },
  emails: [{ primary: true, value: 'isaac.brock@example.com', type: 'work' }],
  displayName: `Isaac ${over.familyName ?? 'Brock'}`,
  locale: 'en-US',
  externalId: '00ujl29u0le5T6Aj10h7',
  groups: [],
  password: '1mz050nq',
  active: over.active ?? true,
});

/**
 * Okta's SCIM 2.0 provisioning, request by request as its SCIM guide shows it: paging with
 * startIndex=1&count=100, PUT for profile updates, deactivation by a PATCH without a path, group push
 * with add / remove on members[value eq "…"] / replace, and no DELETE of a user, only of groups.
 */
describe('SCIM with Okta (issue 34 §3)', () => {
  let app: NestExpressApplication;
  let okta: ReturnType<typeof scimClient>;
  let userId: string;
  let otherId: string;
  let groupId: string;
  let session: ApiClient;

  beforeAll(async () => {
    useDatabase('scim_okta');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true });
    await givenTool(app, 'Engineering wiki', { users: ['Engineering'] });
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    okta = scimClient(app.getHttpServer(), (await givenApiToken(admin, 'Okta', ['scim'])).secret);
  });
  afterAll(() => app.close());

  it('1. checks the user does not exist (startIndex=1&count=100), then creates them', async () => {
    const lookup = await okta.get(filterPath('Users', 'userName eq "isaac.brock@example.com"', 'startIndex=1&count=100&'));
    expect(lookup.body).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    const created = await okta.post('/Users', oktaUser());
    expect(created.status).toBe(201);
    userId = created.body.id;
    expect(created.body).toMatchObject({ userName: 'isaac.brock@example.com', externalId: '00ujl29u0le5T6Aj10h7', active: true, preferredLanguage: 'en' });
    otherId = (await okta.post('/Users', { ...oktaUser(), userName: 'mae.jemison@example.com', externalId: '00u2', name: { givenName: 'Mae', familyName: 'Jemison' }, displayName: 'Mae Jemison' })).body.id;
  });

  it('2. reads the user and pages through every user', async () => {
    expect((await okta.get(`/Users/${userId}`)).body).toMatchObject({ id: userId, name: { givenName: 'Isaac', familyName: 'Brock' } });
    const page = await okta.get('/Users?startIndex=1&count=100');
    expect(page.body).toMatchObject({ totalResults: 3, startIndex: 1, itemsPerPage: 3 });
  });

  it('3. updates the profile with PUT', async () => {
    const put = await okta.put(`/Users/${userId}`, oktaUser({ familyName: 'Brocke' }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: { familyName: 'Brocke' }, displayName: 'Isaac Brocke', active: true });
  });

  it('4. pushes a group: created, then members added with add on members', async () => {
    session = await signIn(app.getHttpServer(), 'isaac.brock@example.com');
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual([]);
    const created = await okta.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Engineering', members: [] });
    expect(created.status).toBe(201);
    groupId = created.body.id;
    const added = await okta.patch(`/Groups/${groupId}`, { op: 'add', path: 'members', value: [{ value: userId, display: 'isaac.brock@example.com' }, { value: otherId, display: 'mae.jemison@example.com' }] });
    expect(added.status).toBe(204);
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual(['Engineering wiki']);
  });

  it('5. removes a member with remove on members[value eq "<id>"]', async () => {
    expect((await okta.patch(`/Groups/${groupId}`, { op: 'remove', path: `members[value eq "${userId}"]` })).status).toBe(204);
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual([]);
    expect((await okta.get(`/Groups/${groupId}`)).body.members.map((member: { value: string }) => member.value)).toEqual([otherId]);
  });

  it('6. replaces every member and renames the group', async () => {
    const replaced = await okta.patch(`/Groups/${groupId}`, { op: 'replace', value: { id: groupId, displayName: 'Engineering team' } }, { op: 'replace', path: 'members', value: [{ value: userId }] });
    expect(replaced.status).toBe(204);
    expect((await okta.get(`/Groups/${groupId}`)).body).toMatchObject({ displayName: 'Engineering team', members: [{ value: userId }] });
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual(['Engineering wiki']);
  });

  it('7. deactivates with a PATCH without a path and {"active": false}: the session ends at once', async () => {
    const deactivated = await okta.patch(`/Users/${userId}`, { op: 'replace', value: { active: false } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await session.get('/api/getOneUser')).status).toBe(401);
    expect((await (await signIn(app.getHttpServer(), 'isaac.brock@example.com')).get('/api/getOneUser')).body.account_disabled).toBe(true);
  });

  it('8. reactivates with PUT, as it sends every update', async () => {
    expect((await okta.put(`/Users/${userId}`, oktaUser({ familyName: 'Brocke', active: true }))).body.active).toBe(true);
    expect((await (await signIn(app.getHttpServer(), 'isaac.brock@example.com')).get('/api/getOneUser')).body.account_disabled).toBe(false);
  });

  it('9. deletes the group (never a user): its members lose it, the people stay', async () => {
    expect((await okta.delete(`/Groups/${groupId}`)).status).toBe(204);
    expect((await okta.get(`/Groups/${groupId}`)).status).toBe(404);
    const stored = await app.get<Model<User>>(getModelToken(User.name)).findById(userId).lean();
    expect(stored).toMatchObject({ deleted: false, services: [] });
  });
});
