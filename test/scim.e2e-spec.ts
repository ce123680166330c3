import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Redis } from 'ioredis';
import { DirectoryCache } from '../src/directory/directory-cache';
import { GroupMemberChanges } from '../src/directory/provisioning/group-member-changes';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { REDIS } from '../src/platform/queues/queues.module';
import { Service } from '../src/directory/service.schema';
import { User } from '../src/directory/user.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import type { MyAnnouncements } from '../src/contracts';
import { waitFor } from './support/api-processes';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { withReadHeld } from './support/held-read';
import type { ApiClient } from './support/http-client';
import { CORE_GROUP, CORE_USER, ENTERPRISE, filterPath, givenApiToken, provisioningLine, SCIM_ERROR, scimClient } from './support/scim-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

type Scim = ReturnType<typeof scimClient>;

describe('SCIM 2.0 service provider at /scim/v2 (issue 34 §1, §2)', () => {
  let app: NestExpressApplication;
  let scim: Scim;
  let users: Model<User>;
  let groups: Model<Service>;
  let aliceId: string;
  let europeId: string;
  let otherSecret: string;
  let scimToken: { id: string; secret: string };

  const newUser = (userName: string, extra: object = {}) => ({
    schemas: [CORE_USER, ENTERPRISE],
    userName,
    name: { givenName: 'Grace', familyName: 'Hopper' },
    emails: [{ value: `${userName.toLowerCase()}@example.com`, type: 'work', primary: true }],
    active: true,
    ...extra,
  });

  beforeAll(async () => {
    useDatabase('scim');
    app = await createTestApp();
    users = app.get<Model<User>>(getModelToken(User.name));
    groups = app.get<Model<Service>>(getModelToken(Service.name));
    europeId = String((await app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name)).create({ name: 'Northwind Europe', companies: ['Northwind GmbH'] }))._id);
    const [alice] = await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true, firstname: 'Alice', lastname: 'Martin' });
    aliceId = String(alice._id);
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    scimToken = await givenApiToken(admin, 'Entra provisioning', ['scim']);
    otherSecret = (await givenApiToken(admin, 'Catalogue reader', ['catalogue:read'])).secret;
    scim = scimClient(app.getHttpServer(), scimToken.secret);
  });
  afterAll(() => app.close());

  describe('discovery', () => {
    it('describes exactly what is supported: filter and patch yes, bulk, sort and etag no, a bearer token', async () => {
      const config = await scim.get('/ServiceProviderConfig');
      expect(config.status).toBe(200);
      expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(config.body).toMatchObject({
        patch: { supported: true },
        bulk: { supported: false },
        filter: { supported: true, maxResults: 100 },
        sort: { supported: false },
        etag: { supported: false },
        changePassword: { supported: false },
        authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
      });
      const types = (await scim.get('/ResourceTypes')).body;
      expect(types.Resources.map((type: { id: string }) => type.id)).toEqual(['User', 'Group']);
      expect(types.Resources[0].schemaExtensions).toEqual([{ schema: ENTERPRISE, required: false }]);
      const schemas = (await scim.get('/Schemas')).body;
      expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([CORE_USER, ENTERPRISE, CORE_GROUP]);
      const user = (await scim.get(`/Schemas/${CORE_USER}`)).body;
      expect(user.attributes.find((a: { name: string }) => a.name === 'userName')).toMatchObject({ caseExact: false, uniqueness: 'server', required: true });
    });
  });

  describe('the token', () => {
    it('refuses a missing, unknown or revoked token with 401 and a token without the scim scope with 403, in SCIM errors that say nothing of the resource', async () => {
      const missing = await scimClient(app.getHttpServer(), null).get(`/Users/${aliceId}`);
      expect(missing.status).toBe(401);
      expect(missing.body).toMatchObject({ schemas: [SCIM_ERROR], status: '401' });
      const unknown = await scimClient(app.getHttpServer(), 'ptk_not-a-token').get('/Users/000000000000000000000000');
      expect(unknown.status).toBe(401);
      expect(unknown.body.detail).toBe(missing.body.detail);
      const noScope = await scimClient(app.getHttpServer(), otherSecret).get(`/Users/${aliceId}`);
      expect(noScope.status).toBe(403);
      expect(noScope.body).toMatchObject({ schemas: [SCIM_ERROR], status: '403' });
      // A session cookie never opens a SCIM route.
      const admin = await signIn(app.getHttpServer(), 'alice.admin');
      expect((await admin.get('/scim/v2/ServiceProviderConfig')).status).toBe(401);
    });
  });

  describe('Users', () => {
    let graceId: string;

    it('creates a person in the portal directory: userName is the login id, organization the company and so the subsidiary', async () => {
      const created = await scim.post(
        '/Users',
        newUser('Grace.Hopper', { externalId: 'ext-grace', title: 'Rear admiral', preferredLanguage: 'fr-FR', [ENTERPRISE]: { organization: 'Northwind GmbH', department: 'Navy', employeeNumber: '1906' } }),
      );
      expect(created.status).toBe(201);
      graceId = created.body.id;
      expect(created.headers.location).toBe(created.body.meta.location);
      expect(created.headers.location).toMatch(new RegExp(`/scim/v2/Users/${graceId}$`));
      expect(created.body).toMatchObject({
        userName: 'Grace.Hopper',
        externalId: 'ext-grace',
        active: true,
        displayName: 'Grace Hopper',
        emails: [{ value: 'grace.hopper@example.com', primary: true }],
        [ENTERPRISE]: { organization: 'Northwind GmbH', department: 'Navy', employeeNumber: '1906' },
        meta: { resourceType: 'User' },
      });
      const stored = await users.findById(graceId).lean();
      expect(stored).toMatchObject({ id_portal: 'Grace.Hopper', firstname: 'Grace', lastname: 'Hopper', company: 'Northwind GmbH', language: 'fr', provisioned_by: 'scim', deleted: false });
      expect(String(stored!.subsidiary?._id)).toBe(europeId);
      const line = await provisioningLine(app, 'user.created', 'Grace Hopper');
      expect(line.details).toMatchObject({ token: { id: scimToken.id, name: 'Entra provisioning' } });
      expect(line.message).toContain('Entra provisioning');
    });

    it('refuses a second userName differing only in case with 409 uniqueness, creating nothing', async () => {
      const before = await users.countDocuments();
      const duplicate = await scim.post('/Users', newUser('grace.HOPPER'));
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ schemas: [SCIM_ERROR], status: '409', scimType: 'uniqueness' });
      expect(await users.countDocuments()).toBe(before);
    });

    it('finds a person by userName whatever its case, and by externalId exactly', async () => {
      const byName = await scim.get(filterPath('Users', 'userName eq "GRACE.hopper"'));
      expect(byName.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, startIndex: 1, itemsPerPage: 1 });
      expect(byName.body.Resources[0].id).toBe(graceId);
      expect((await scim.get(filterPath('Users', 'externalId eq "ext-grace"'))).body.totalResults).toBe(1);
      expect((await scim.get(filterPath('Users', 'externalId eq "EXT-GRACE"'))).body.totalResults).toBe(0);
      expect((await scim.get(filterPath('Users', 'userName eq "nobody"'))).body).toMatchObject({ totalResults: 0, Resources: [] });
    });

    it('filters with co, sw, ew, pr, ne, and, or, not', async () => {
      const names = async (filter: string) => ((await scim.get(filterPath('Users', filter))).body.Resources ?? []).map((u: { userName: string }) => u.userName).sort();
      expect(await names('userName sw "grace" and title pr')).toEqual(['Grace.Hopper']);
      expect(await names('name.familyName co "OPP" or userName eq "alice.admin"')).toEqual(['Grace.Hopper', 'alice.admin']);
      expect(await names(`${ENTERPRISE}:department eq "navy"`)).toEqual(['Grace.Hopper']);
      expect(await names('emails.value ew "@example.com" and not (active eq false)')).toEqual(['Grace.Hopper']);
      expect(await names('userName ne "Grace.Hopper"')).toEqual(['alice.admin']);
    });

    it('pages with startIndex and count, at most 100 a page', async () => {
      const page = await scim.get('/Users?startIndex=2&count=1');
      expect(page.body).toMatchObject({ totalResults: 2, startIndex: 2, itemsPerPage: 1 });
      expect(page.body.Resources).toHaveLength(1);
      expect((await scim.get('/Users?count=1000')).body.itemsPerPage).toBe(2);
      expect((await scim.get('/Users?startIndex=5')).body).toMatchObject({ totalResults: 2, itemsPerPage: 0, Resources: [] });
    });

    it.each([
      ['userName eq', 'invalidFilter'],
      ['shoeSize eq "42"', 'invalidFilter'],
      ['meta.created gt "2020-01-01"', 'invalidFilter'],
    ])('answers the filter %j with 400 %s', async (filter, scimType) => {
      const res = await scim.get(filterPath('Users', filter));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], status: '400', scimType });
    });

    it('answers 404 in a SCIM error for an unknown id, a malformed one included', async () => {
      for (const id of ['5f0000000000000000000000', 'not-an-id']) {
        const res = await scim.get(`/Users/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], status: '404' });
      }
      expect((await scim.patch('/Users/5f0000000000000000000000', { op: 'replace', path: 'title', value: 'x' })).status).toBe(404);
      expect((await scim.delete('/Users/5f0000000000000000000000')).status).toBe(404);
    });

    it('replaces a person whole with PUT: attributes left out are cleared', async () => {
      const put = await scim.put(`/Users/${graceId}`, newUser('Grace.Hopper', { externalId: 'ext-grace', displayName: 'Amazing Grace' }));
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ displayName: 'Amazing Grace', [ENTERPRISE]: {} });
      expect(put.body.title).toBeUndefined();
      const stored = await users.findById(graceId).lean();
      expect(stored).toMatchObject({ fullname: 'Amazing Grace' });
      expect([stored!.company, stored!.department, stored!.title]).toEqual([undefined, undefined, undefined]);
    });

    it('PATCHes attributes and answers the person', async () => {
      const patched = await scim.patch(`/Users/${graceId}`, { op: 'replace', path: 'title', value: 'Commodore' }, { op: 'add', path: `${ENTERPRISE}:division`, value: 'Fleet' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ title: 'Commodore', [ENTERPRISE]: { division: 'Fleet' } });
      await provisioningLine(app, 'user.updated', 'Amazing Grace');
    });

    it('answers userName eq from the read model in Redis, kept by every write, and from the database when the model lost the person', async () => {
      const titleFound = async () => (await scim.get(filterPath('Users', 'userName eq "grace.hopper"'))).body.Resources.map((user: { title?: string }) => user.title);
      expect(await titleFound()).toEqual(['Commodore']);
      // A writer behind SCIM (the import, the back-office) refreshes the directory index, and with it the model.
      await users.updateOne({ _id: graceId }, { $set: { title: 'Admiral' } });
      await app.get(DirectoryIndex).refresh([graceId]);
      expect(await titleFound()).toEqual(['Admiral']);
      // Not refreshed: the lookup does not read the database.
      await users.updateOne({ _id: graceId }, { $set: { title: 'Unrefreshed' } });
      expect(await titleFound()).toEqual(['Admiral']);
      // Redis lost the record: the person is still found, from the database, never "no such person".
      await app.get(DirectoryIndex).forgetProvisioned([graceId]);
      expect(await titleFound()).toEqual(['Unrefreshed']);
      await users.updateOne({ _id: graceId }, { $set: { title: 'Commodore' } });
      await app.get(DirectoryIndex).refresh([graceId]);
    });

    const deactivateGrace = async () => expect((await scim.patch(`/Users/${graceId}`, { op: 'replace', value: { active: false } })).body.active).toBe(false);
    const wallPath = () => `/api/getApps/null/${graceId}/10/100/true/true/false/false?lang=en`;
    it('never answers a deactivated person active again when a refresh that read them before writes after (a group change\'s apply step)', async () => {
      // The refresh's own read of grace, taken now and handed over once the deactivation is answered.
      await withReadHeld(users, graceId, () => app.get(DirectoryIndex).refresh([graceId]), deactivateGrace);
      expect((await scim.get(`/Users/${graceId}`)).body.active).toBe(false);
      expect((await scim.get(filterPath('Users', 'userName eq "grace.hopper"'))).body.Resources.map((user: { active: boolean }) => user.active)).toEqual([false]);
      expect((await scim.patch(`/Users/${graceId}`, { op: 'replace', path: 'active', value: true })).body.active).toBe(true);
    });

    it('never lets a sign-in that read a person before their deactivation keep them: SCIM answers them inactive, no principal of theirs cached active', async () => {
      const session = await withReadHeld(users, graceId, () => signIn(app.getHttpServer(), 'Grace.Hopper'), deactivateGrace);
      // The deactivation ended the session the sign-in had opened.
      expect((await session.post(wallPath(), {})).status).toBe(401);
      expect((await scim.get(filterPath('Users', 'userName eq "grace.hopper"'))).body.Resources.map((user: { active: boolean }) => user.active)).toEqual([false]);
      // The back-office's users table (the index's rows) shows her disabled.
      const table = await (await signIn(app.getHttpServer(), 'alice.admin')).get('/api/getUsers/paginate/50/true/1/true/lastname/?q=hopper');
      expect(table.body.data.map((row: { account_disabled: boolean }) => row.account_disabled)).toEqual([true]);
      // What her next call would be answered from (a session opened meanwhile): not the principal the sign-in read.
      expect((await app.get(DirectoryCache).principal('Grace.Hopper'))?.disabled ?? true).toBe(true);
      expect((await scim.patch(`/Users/${graceId}`, { op: 'replace', path: 'active', value: true })).body.active).toBe(true);
      expect((await (await signIn(app.getHttpServer(), 'Grace.Hopper')).post(wallPath(), {})).status).toBe(200);
    });

    it.each([
      ['an unknown attribute', { op: 'replace', path: 'shoeSize', value: '42' }, 'invalidPath'],
      ['a remove without path', { op: 'remove' }, 'noTarget'],
      ['a path that does not parse', { op: 'replace', path: 'emails[type eq', value: 'x' }, 'invalidPath'],
      ['a wrong value', { op: 'replace', path: 'active', value: 'perhaps' }, 'invalidValue'],
    ])('refuses a PATCH with %s (400 %s) and changes nothing', async (_what, operation, scimType) => {
      const before = await users.findById(graceId).lean();
      const res = await scim.patch(`/Users/${graceId}`, { op: 'replace', path: 'title', value: 'Changed' }, operation);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], scimType });
      expect(await users.findById(graceId).lean()).toEqual(before);
    });

    it('answers malformed JSON, a list body and an unknown attribute with 400 invalidSyntax, and a body past 1 MB with 413, creating nothing', async () => {
      const before = await users.countDocuments();
      const malformed = await scim.post('/Users', '{"userName": "broken",');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ schemas: [SCIM_ERROR], scimType: 'invalidSyntax' });
      expect((await scim.post('/Users', [newUser('list.body')])).body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
      expect((await scim.post('/Users', newUser('unknown.attr', { shoeSize: 42 }))).body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
      expect((await scim.post('/Users', { schemas: [CORE_USER] })).body).toMatchObject({ status: '400', scimType: 'invalidValue' });
      const huge = await scim.post('/Users', newUser('huge.body', { title: 'x'.repeat(1_100_000) }));
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ schemas: [SCIM_ERROR], status: '413' });
      expect(await users.countDocuments()).toBe(before);
    });

    it('never deactivates or deletes the last administrator', async () => {
      const deactivate = await scim.patch(`/Users/${aliceId}`, { op: 'replace', path: 'active', value: false });
      expect(deactivate.status).toBe(400);
      expect(deactivate.body).toMatchObject({ schemas: [SCIM_ERROR], scimType: 'mutability' });
      expect(deactivate.body.detail).toMatch(/last active administrator/);
      expect((await scim.delete(`/Users/${aliceId}`)).status).toBe(400);
      expect(await users.findById(aliceId).lean()).toMatchObject({ account_disabled: false, deleted: false });
    });

    it('DELETE marks the person deleted (never removed), then a new POST of the same userName brings them back', async () => {
      expect((await scim.delete(`/Users/${graceId}`)).status).toBe(204);
      expect(await users.findById(graceId).lean()).toMatchObject({ deleted: true });
      expect((await scim.get(`/Users/${graceId}`)).status).toBe(404);
      expect((await scim.get(filterPath('Users', 'userName eq "Grace.Hopper"'))).body.totalResults).toBe(0);
      const again = await scim.post('/Users', newUser('Grace.Hopper'));
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(graceId);
      expect(await users.findById(graceId).lean()).toMatchObject({ deleted: false });
    });
  });

  describe('Groups', () => {
    let groupId: string;
    let memberIds: string[];

    beforeAll(async () => {
      memberIds = [];
      for (const login of ['ada.member', 'bob.member', 'cy.member']) memberIds.push((await scim.post('/Users', newUser(login))).body.id);
    });

    it('creates a group with members; its name is unique, letter case aside', async () => {
      const created = await scim.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Sales', externalId: 'grp-sales', members: [{ value: memberIds[0] }] });
      expect(created.status).toBe(201);
      groupId = created.body.id;
      expect(created.body).toMatchObject({ displayName: 'Sales', externalId: 'grp-sales', members: [{ value: memberIds[0], type: 'User' }] });
      expect(await groups.findById(groupId).lean()).toMatchObject({ title: 'Sales', guid: 'Sales', provisioned_by: 'scim' });
      // Written after the answer (docs/decisions/scim-scale.md).
      await waitFor(async () => (await users.findById(memberIds[0]).lean())?.services?.includes('Sales') ?? false, 20_000);
      const duplicate = await scim.post('/Groups', { schemas: [CORE_GROUP], displayName: 'SALES' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ scimType: 'uniqueness' });
    });

    it('adds, removes and replaces members with PATCH (204), and lists them unless excluded', async () => {
      expect((await scim.patch(`/Groups/${groupId}`, { op: 'add', path: 'members', value: [{ value: memberIds[1] }, { value: memberIds[2] }] })).status).toBe(204);
      expect((await scim.patch(`/Groups/${groupId}`, { op: 'remove', path: `members[value eq "${memberIds[0]}"]` })).status).toBe(204);
      const read = await scim.get(`/Groups/${groupId}`);
      expect(read.body.members.map((m: { value: string }) => m.value).sort()).toEqual([memberIds[1], memberIds[2]].sort());
      await waitFor(async () => (await users.findById(memberIds[0]).lean())?.services?.length === 0, 20_000);
      await scim.patch(`/Groups/${groupId}`, { op: 'replace', path: 'members', value: [{ value: memberIds[0] }] });
      expect((await scim.get(`/Groups/${groupId}`)).body.members.map((m: { value: string }) => m.value)).toEqual([memberIds[0]]);
      const listed = await scim.get(filterPath('Groups', 'displayName eq "sales"', 'excludedAttributes=members&'));
      expect(listed.body.totalResults).toBe(1);
      expect(listed.body.Resources[0]).not.toHaveProperty('members');
      const line = await provisioningLine(app, 'group.members-changed', 'Sales');
      expect(line.details).toMatchObject({ token: { name: 'Entra provisioning' } });
    });

    it('renames the group and keeps its members', async () => {
      expect((await scim.patch(`/Groups/${groupId}`, { op: 'replace', path: 'displayName', value: 'Sales EMEA' })).status).toBe(204);
      const read = await scim.get(`/Groups/${groupId}`);
      expect(read.body).toMatchObject({ displayName: 'Sales EMEA', members: [{ value: memberIds[0] }] });
      expect((await scim.get(filterPath('Groups', 'displayName eq "Sales EMEA"'))).body.totalResults).toBe(1);
      expect((await scim.get(filterPath('Groups', 'displayName eq "Sales"'))).body.totalResults).toBe(0);
    });

    it('refuses a PATCH path to nothing and a malformed members list, changing nothing', async () => {
      expect((await scim.patch(`/Groups/${groupId}`, { op: 'replace', path: 'owner', value: 'x' })).body).toMatchObject({ status: '400', scimType: 'invalidPath' });
      expect((await scim.patch(`/Groups/${groupId}`, { op: 'add', path: 'members', value: [{ display: 'x' }] })).body).toMatchObject({ status: '400', scimType: 'invalidValue' });
      expect((await scim.get(`/Groups/${groupId}`)).body.members).toHaveLength(1);
    });

    it('DELETE marks the group deleted and takes it out of its members\' groups', async () => {
      expect((await scim.delete(`/Groups/${groupId}`)).status).toBe(204);
      expect(await groups.findById(groupId).lean()).toMatchObject({ deleted: true });
      expect(await users.findById(memberIds[0]).lean()).toMatchObject({ services: [] });
      expect((await scim.get(`/Groups/${groupId}`)).status).toBe(404);
    });
  });

  describe('a PATCH of members answers once recorded, before the people are written', () => {
    let groupId: string;
    let dee: string;
    let eve: string;
    let session: ApiClient;
    let redis: Redis;
    let applyLock: string;
    const wallTitles = async () => ((await session.post(`/api/getApps/null/${dee}/10/100/true/true/false/false?lang=en`, {})).body as { title: { en: string } }[]).map((card) => card.title.en);
    const memberValues = async () => ((await scim.get(`/Groups/${groupId}`)).body.members as { value: string }[]).map((member) => member.value).sort();

    beforeAll(async () => {
      dee = (await scim.post('/Users', newUser('dee.pending'))).body.id;
      eve = (await scim.post('/Users', newUser('eve.pending'))).body.id;
      groupId = (await scim.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Ops' })).body.id;
      await givenTool(app, 'Ops console', { users: ['Ops'] });
      session = await signIn(app.getHttpServer(), 'dee.pending');
      redis = app.get<Redis>(REDIS);
      applyLock = `${app.get(DirectoryCache).namespace()}:group-members:${groupId}:apply`;
    });

    it('a new member sees the group\'s tool at their next call and SCIM reads the members back while no document is written; the changes land in order', async () => {
      expect(await wallTitles()).not.toContain('Ops console');
      // Another holder of the group's apply lock: nothing is applied until it is free.
      await redis.set(applyLock, 'another-instance', 'PX', 60_000);
      try {
        expect((await scim.patch(`/Groups/${groupId}`, { op: 'add', path: 'members', value: [{ value: dee }, { value: eve }] })).status).toBe(204);
        expect((await scim.patch(`/Groups/${groupId}`, { op: 'remove', path: `members[value eq "${eve}"]` })).status).toBe(204);
        expect(await wallTitles()).toContain('Ops console');
        expect(await memberValues()).toEqual([dee]);
        expect((await scim.get(`/Users/${dee}`)).body.groups).toEqual([expect.objectContaining({ value: groupId, display: 'Ops' })]);
        expect((await scim.get(`/Users/${eve}`)).body.groups ?? []).toEqual([]);
        expect((await users.findById(dee).lean())!.services).toEqual([]);
      } finally {
        await redis.del(applyLock);
      }
      // What the worker's catch-up runs: the add, then the remove.
      await app.get(GroupMemberChanges).catchUp(0);
      expect((await users.findById(dee).lean())!.services).toEqual(['Ops']);
      expect((await users.findById(eve).lean())!.services).toEqual([]);
      expect(await redis.exists(`${app.get(DirectoryCache).namespace()}:pending-groups:${dee}`)).toBe(0);
      expect(await wallTitles()).toContain('Ops console');
      expect(await memberValues()).toEqual([dee]);
    });

    it('never caches a principal read before a change of groups was written and its pending entries after they were settled: the next call sees the group', async () => {
      const audit = (await scim.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Audit' })).body.id as string;
      await givenTool(app, 'Audit desk', { users: ['Audit'] });
      const auditApplyLock = `${app.get(DirectoryCache).namespace()}:group-members:${audit}:apply`;
      await redis.set(auditApplyLock, 'another-instance', 'PX', 60_000);
      try {
        expect((await scim.patch(`/Groups/${audit}`, { op: 'add', path: 'members', value: [{ value: dee }] })).status).toBe(204);
      } finally {
        await redis.del(auditApplyLock);
      }
      // Her principal no longer cached (as 60 s later): the next call reads her without the group, then the
      // change is written and its pending entry settled before that call reads the pending entries.
      await app.get(DirectoryCache).invalidateUsers([dee]);
      await withReadHeld(users, dee, wallTitles, async () => {
        await app.get(GroupMemberChanges).catchUp(0);
      });
      expect((await users.findById(dee).lean())!.services).toContain('Audit');
      expect(await wallTitles()).toContain('Audit desk');
      expect((await scim.patch(`/Groups/${audit}`, { op: 'remove', path: `members[value eq "${dee}"]` })).status).toBe(204);
      await app.get(GroupMemberChanges).catchUp(0);
    });

    it('reads a group\'s members from the read model in Redis, kept by every refresh, and from the database while no generation keeps it', async () => {
      const index = app.get(DirectoryIndex);
      const inDatabase = async () => (await users.find({ services: 'Ops', deleted: { $ne: true } }, { fullname: 1 }).lean()).map((doc) => ({ value: String(doc._id), display: doc.fullname }));
      const members = async () => ((await scim.get(`/Groups/${groupId}`)).body.members as { value: string; display: string }[]).map(({ value, display }) => ({ value, display })).sort((a, b) => a.value.localeCompare(b.value));
      expect(await members()).toEqual(await inDatabase());
      // Written behind the app and not refreshed: the members are not read from the database.
      await users.updateOne({ _id: eve }, { $addToSet: { services: 'Ops' } });
      expect(await memberValues()).toEqual([dee]);
      await index.refresh([eve]);
      expect(await memberValues()).toEqual([dee, eve].sort());
      expect(await members()).toEqual((await inDatabase()).sort((a, b) => a.value.localeCompare(b.value)));
      // A generation of a format that keeps no member sets: the database answers.
      const meta = `${app.get(DirectoryCache).namespace()}:index:meta`;
      const format = (await redis.hget(meta, 'format'))!;
      await users.updateOne({ _id: eve }, { $pull: { services: 'Ops' } });
      await redis.hset(meta, 'format', '12');
      try {
        expect(await memberValues()).toEqual([dee]);
      } finally {
        await redis.hset(meta, 'format', format);
      }
      await index.refresh([eve]);
      expect(await memberValues()).toEqual([dee]);
    });

    it('a new member sees the group\'s announcement, and gets its default tools at their first sign-in, while no document is written', async () => {
      const admin = await signIn(app.getHttpServer(), 'alice.admin');
      const runbook = String((await givenTool(app, 'Ops runbook', { users: ['Ops'] }))._id);
      expect((await admin.post('/api/admin/default_tools', { tool: runbook, language: 'all', groups: ['Ops'] })).status).toBe(201);
      const day = 86_400_000;
      const rota = { title: { en: 'Ops rota' }, body: { en: '<p>Ops rota</p>' }, kind: 'info', audience: { groups: ['Ops'] }, startsAt: new Date(Date.now() - day).toISOString(), endsAt: new Date(Date.now() + day).toISOString() };
      expect((await admin.post('/api/admin/announcements', rota)).status).toBe(201);
      const fay = (await scim.post('/Users', newUser('fay.pending'))).body.id;
      await redis.set(applyLock, 'another-instance', 'PX', 60_000);
      try {
        expect((await scim.patch(`/Groups/${groupId}`, { op: 'add', path: 'members', value: [{ value: fay }] })).status).toBe(204);
        const faySession = await signIn(app.getHttpServer(), 'fay.pending');
        expect(((await faySession.get('/api/announcements/mine')).body as MyAnnouncements).news.map((item) => item.title)).toContain('Ops rota');
        expect(((await faySession.get('/api/getBookmarkedApps')).body as { _id: string }[]).map((card) => card._id)).toEqual([runbook]);
        expect((await faySession.get('/api/getOneUser')).body.services).toEqual(['Ops']);
        expect((await users.findById(fay).lean())!.services).toEqual([]);
      } finally {
        await redis.del(applyLock);
      }
      await app.get(GroupMemberChanges).catchUp(0);
      expect((await users.findById(fay).lean())!.services).toEqual(['Ops']);
    });

    it('a change that comes while a group is deleted never lands on its people: the deletion holds the order lock across its last look and its end', async () => {
      const doomed = (await scim.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Doomed' })).body.id;
      const locks = `${app.get(DirectoryCache).namespace()}:group-members:${doomed}`;
      // Another instance is recording a change of the group (it holds the order lock): the deletion waits for it.
      await redis.set(`${locks}:order`, 'another-instance', 'PX', 60_000);
      const deletion = scim.delete(`/Groups/${doomed}`).then((res) => res);
      try {
        await waitFor(async () => (await redis.exists(`${locks}:apply`)) === 1, 20_000);
        expect(await groups.findById(doomed).lean()).toMatchObject({ deleted: false });
      } finally {
        await redis.del(`${locks}:order`);
      }
      expect((await deletion).status).toBe(204);
      // A PATCH that found the group before its deletion, recording after it: refused as not found, nothing recorded.
      const late = app.get(GroupMemberChanges).inOrder({ _id: doomed, guid: 'Doomed' }, (record) => record({ add: [dee], remove: [] }));
      await expect(late).rejects.toMatchObject({ reason: 'not-found' });
      expect(await app.get(GroupMemberChanges).changesOf(doomed)).toEqual([]);
      expect((await scim.get(`/Users/${dee}`)).body.groups.map((group: { display: string }) => group.display)).toEqual(['Ops']);
    });
  });
});
