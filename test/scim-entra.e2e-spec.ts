import type { NestExpressApplication } from '@nestjs/platform-express';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { CORE_GROUP, CORE_USER, ENTERPRISE, filterPath, givenApiToken, scimClient } from './support/scim-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const wallPath = (userId: string) => `/api/getApps/null/${userId}/10/100/true/true/false/false?lang=en`;
const titles = (cards: { title: { en: string } }[]) => cards.map((card) => card.title.en);

/**
 * Microsoft Entra ID's provisioning, request by request as its documentation for SCIM endpoints shows
 * them ("Develop a SCIM endpoint", "Known issues"): capitalised PATCH ops, `"False"` as a boolean, PATCH
 * without a path, groups created empty and filled afterwards, lookups by userName and externalId.
 */
describe('SCIM with Microsoft Entra ID (issue 34 §3)', () => {
  let app: NestExpressApplication;
  let entra: ReturnType<typeof scimClient>;
  let userId: string;
  let groupId: string;
  let session: ApiClient;

  beforeAll(async () => {
    useDatabase('scim_entra');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true });
    await givenTool(app, 'Everyone tool');
    await givenTool(app, 'Sales board', { users: ['Sales'] });
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    entra = scimClient(app.getHttpServer(), (await givenApiToken(admin, 'Microsoft Entra ID', ['scim'])).secret);
  });
  afterAll(() => app.close());

  it('1. the connection test queries a user and a group that do not exist, and gets empty lists', async () => {
    const user = await entra.get(filterPath('Users', 'userName eq "non-existent user 8d2f9c1e"'));
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ totalResults: 0, Resources: [] });
    const group = await entra.get(filterPath('Groups', 'displayName eq "non-existent group 8d2f9c1e"', 'excludedAttributes=members&'));
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ totalResults: 0, Resources: [] });
  });

  it('2. looks the user up by userName, finds none, creates them', async () => {
    expect((await entra.get(filterPath('Users', 'userName eq "Test_User_dfeef4c5@contoso.com"'))).body.totalResults).toBe(0);
    const created = await entra.post('/Users', {
      schemas: [CORE_USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_dfeef4c5@contoso.com',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_22370c1a@contoso.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
      [ENTERPRISE]: { department: 'Sales', manager: { value: 'c9bd0fd6' } },
    });
    expect(created.status).toBe(201);
    userId = created.body.id;
    expect(created.body).toMatchObject({ userName: 'Test_User_dfeef4c5@contoso.com', active: true, emails: [{ value: 'Test_User_22370c1a@contoso.com' }] });
  });

  it('3. looks the user up by externalId', async () => {
    const found = await entra.get(filterPath('Users', 'externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"'));
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(userId);
  });

  it('4. updates with capitalised ops, an email path with a filter, and a PATCH without a path', async () => {
    const patched = await entra.patch(
      `/Users/${userId}`,
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@contoso.com' },
      { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      { op: 'Add', value: { displayName: 'Updated Display', [`${ENTERPRISE}:employeeNumber`]: '4711', title: 'Lead' } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ emails: [{ value: 'updatedEmail@contoso.com' }], name: { familyName: 'updatedFamilyName' }, displayName: 'Updated Display', title: 'Lead', [ENTERPRISE]: { employeeNumber: '4711', department: 'Sales' } });
  });

  it('5. the new person signs in; looks up the group with excludedAttributes=members, creates it without members', async () => {
    session = await signIn(app.getHttpServer(), 'Test_User_dfeef4c5@contoso.com');
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual(['Everyone tool']);
    expect((await entra.get(filterPath('Groups', 'displayName eq "Sales"', 'excludedAttributes=members&'))).body.totalResults).toBe(0);
    const created = await entra.post('/Groups', { schemas: [CORE_GROUP], externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', displayName: 'Sales', meta: { resourceType: 'Group' } });
    expect(created.status).toBe(201);
    groupId = created.body.id;
    expect(created.body.members).toEqual([]);
  });

  it('6. adds the member afterwards: the group-visible tool is on their wall at the next call', async () => {
    const added = await entra.patch(`/Groups/${groupId}`, { op: 'Add', path: 'members', value: [{ value: userId }] });
    expect(added.status).toBe(204);
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual(['Everyone tool', 'Sales board']);
  });

  it('7. removes the member with path members and a value list: the tool leaves the wall', async () => {
    const removed = await entra.patch(`/Groups/${groupId}`, { op: 'Remove', path: 'members', value: [{ value: userId }] });
    expect(removed.status).toBe(204);
    expect(titles((await session.post(wallPath(userId), {})).body)).toEqual(['Everyone tool']);
  });

  it('8. renames the group with a PATCH without path that repeats the id', async () => {
    expect((await entra.patch(`/Groups/${groupId}`, { op: 'Replace', value: { id: groupId, displayName: 'Sales EMEA' } })).status).toBe(204);
    expect((await entra.get(filterPath('Groups', 'displayName eq "Sales EMEA"', 'excludedAttributes=members&'))).body.Resources[0].id).toBe(groupId);
  });

  it('9. deactivates with active "False": the session ends at once, and signing in again shows the disabled account', async () => {
    expect((await session.get('/api/getOneUser')).status).toBe(200);
    const deactivated = await entra.patch(`/Users/${userId}`, { op: 'Replace', path: 'active', value: 'False' });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await session.get('/api/getOneUser')).status).toBe(401);
    const again = await signIn(app.getHttpServer(), 'Test_User_dfeef4c5@contoso.com');
    expect((await again.get('/api/getOneUser')).body.account_disabled).toBe(true);
    expect((await again.post(wallPath(userId), {})).status).toBe(403);
  });

  it('10. reactivates with active "True": the account works again', async () => {
    expect((await entra.patch(`/Users/${userId}`, { op: 'Replace', path: 'active', value: 'True' })).body.active).toBe(true);
    const again = await signIn(app.getHttpServer(), 'Test_User_dfeef4c5@contoso.com');
    expect((await again.get('/api/getOneUser')).body.account_disabled).toBe(false);
    expect((await again.post(wallPath(userId), {})).status).toBe(200);
  });

  it('11. deletes the user and the group', async () => {
    expect((await entra.delete(`/Users/${userId}`)).status).toBe(204);
    expect((await entra.get(`/Users/${userId}`)).status).toBe(404);
    expect((await entra.delete(`/Groups/${groupId}`)).status).toBe(204);
    expect((await entra.get(filterPath('Groups', 'displayName eq "Sales EMEA"', 'excludedAttributes=members&'))).body.totalResults).toBe(0);
  });
});
