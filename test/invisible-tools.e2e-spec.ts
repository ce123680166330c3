import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Tool } from '../src/tools/tool.schema';
import { Validation } from '../src/approvals/validation.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

/** Issue 12, smaller findings: what a probe of the running product found below the permission rules. */
describe('tools one cannot see, extra approvals of one’s own request, caching of personal answers', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  const ids: Record<string, string> = {};
  let category: string;
  let asia: string;
  let securityGroupId: string;
  let emma: ApiClient, marc: ApiClient, alice: ApiClient, sophie: ApiClient, gina: ApiClient;

  const form = (title: string, managers: string[]) => ({
    title: { en: title, fr: `${title} FR` },
    description: { en: `${title} helps`, fr: `${title} aide` },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [category],
    users: ['all'],
    managers,
  });

  beforeAll(async () => {
    useDatabase('invisible_tools');
    app = await createTestApp();
    tools = app.get(getModelToken(Tool.name));
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const europe = String((await subsidiaries.create({ name: 'Northwind Europe' }))._id);
    asia = String((await subsidiaries.create({ name: 'Northwind Asia' }))._id);
    const people = await givenUsers(
      app,
      { id_portal: 'emma.employee', services: ['GRP-SECURITY'] },
      { id_portal: 'marc.manager', services: ['GRP-SECURITY'] },
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe, name: 'Northwind Europe' } as never },
      { id_portal: 'gina.security', services: ['GRP-SECURITY'] },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    const [security] = await givenGroups(app, { title: 'IT Security', guid: 'GRP-SECURITY', objectguid: 'OG-SECURITY' });
    securityGroupId = String(security._id);
    category = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
    worker = await createTestWorker();
    [emma, marc, alice, sophie, gina] = await Promise.all(
      ['emma.employee', 'marc.manager', 'alice.admin', 'sophie.subadmin', 'gina.security'].map((login) => signIn(app.getHttpServer(), login)),
    );
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });

  describe('a tool the caller cannot see answers 404 on every call, like an unknown id', () => {
    it('for a private tool of someone else: the edit form, updateApp, deleteApps and updateApps', async () => {
      const secret = String((await givenTool(app, 'Board minutes', { users: [ids['alice.admin']], managers: [ids['alice.admin']] }))._id);
      const unknown = '0123456789abcdef01234567';
      for (const id of [secret, unknown]) {
        const answers = [
          await emma.get(`/api/getApp/${id}/true`),
          await emma.put('/api/updateApp', { ...form('Mine now', [ids['emma.employee']]), _id: id }),
          await emma.put(`/api/deleteApps/${id}`, {}),
          await sophie.put('/api/updateApps', { apps: [id], managers: [ids['sophie.subadmin']] }),
        ];
        expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
        expect(answers.map((res) => res.body.error.code)).toEqual(['not_found', 'not_found', 'not_found', 'not_found']);
      }
      const stored = await tools.findById(secret).lean();
      expect(stored).toMatchObject({ title: { en: 'Board minutes' }, managers: [ids['alice.admin']] });
      expect(stored!.deleted).toBeFalsy();
    });

    it("for another subsidiary's tool, while a tool the caller sees but may not edit still answers 403", async () => {
      const elsewhere = String((await givenTool(app, 'Asia rooms', { subsidiaryId: asia as never }))._id);
      expect((await sophie.get(`/api/getApp/${elsewhere}/true`)).status).toBe(404);
      expect((await sophie.put(`/api/deleteApps/${elsewhere}`, {})).status).toBe(404);
      const everyone = String((await givenTool(app, 'Canteen menu'))._id);
      const denied = await emma.put('/api/updateApp', { ...form('Mine now', [ids['emma.employee']]), _id: everyone });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('permission_denied');
    });
  });

  describe('an extra approval asked of a group', () => {
    const validationsModel = () => app.get<Model<Validation>>(getModelToken(Validation.name));
    const path = (validationId: string, action: string) => `/api/app-validation/${validationId}/${action}`;

    it('cannot be accepted by the request’s author or the tool’s managers through that group; another member may', async () => {
      // Marc (in the security group) proposes a tool naming Emma (also in the group) as co-manager.
      const created = await marc.post('/api/postApp', form('Vault', [ids['marc.manager'], ids['emma.employee']]));
      expect(created.status).toBe(201);
      const validationId = String((await validationsModel().findOne({ app: created.body._id }).lean())!._id);
      expect((await alice.put(path(validationId, 'ask-extra-validation'), { validator: { _id: securityGroupId, type: 'group' } })).status).toBe(200);

      for (const interested of [marc, emma]) {
        const res = await interested.put(path(validationId, 'accept-extra-validation'), {});
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('no_additional_approval_rights');
      }
      expect((await validationsModel().findById(validationId).lean())!.extra_validations[0].status).toBe('pending');
      const accepted = await gina.put(path(validationId, 'accept-extra-validation'), {});
      expect(accepted.status).toBe(200);
      expect(accepted.body.extra_validations[0].status).toBe('accepted');
    });
  });

  describe('caching', () => {
    it('marks every api answer carrying personal data no-store, and stored files private', async () => {
      for (const path of ['/api/getOneUser', '/api/config', '/api/getUsers/word/emma', '/api/admin/users']) {
        const res = await alice.get(path);
        expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-store' });
      }
      expect((await emma.get('/api/no-such-call')).headers['cache-control']).toBe('no-store');
    });
  });
});
