import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { Validation } from '../src/approvals/validation.schema';
import { User } from '../src/directory/user.schema';
import { Company, Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Event handlers write the log after the answer is sent: wait for the line. */
async function logLine(app: NestExpressApplication, action: string) {
  const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
  for (let tries = 0; tries < 40; tries++) {
    const line = await logs.findOne({ action }).sort({ created_time: -1 }).lean();
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line ${action}`);
}

describe('subsidiaries and companies (back-office spec sections 2, 3, 5, 7)', () => {
  let app: NestExpressApplication;
  let subsidiaries: Model<Subsidiary>;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;
  let europeId: string;

  beforeAll(async () => {
    useDatabase('subsidiaries');
    app = await createTestApp();
    subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const companies = app.get<Model<Company>>(getModelToken(Company.name));
    await companies.create(['Northwind France SAS', 'Northwind GmbH', 'Northwind Japan K.K.', 'Northwind USA Inc.', 'Northwind Ltd'].map((name) => ({ name })));
    const europe = await subsidiaries.create({ name: 'Northwind Europe', companies: ['Northwind France SAS', 'Northwind GmbH'] });
    europeId = String(europe._id);
    await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true, firstname: 'Alice', lastname: 'Martin' },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
      { id_portal: 'emma.employee' },
    );
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  describe('who may call', () => {
    it('answers 403 permission_denied to employees and sub-administrators on every call', async () => {
      for (const client of [emma, sophie]) {
        const answers = await Promise.all([
          client.get('/api/subsidiaries'),
          client.get(`/api/subsidiaries/${europeId}`),
          client.post('/api/subsidiaries', { name: 'X', companies: ['Northwind Ltd'] }),
          client.put('/api/subsidiaries', { id: europeId, name: 'X', companies: ['Northwind Ltd'] }),
          client.delete(`/api/subsidiaries/${europeId}`),
          client.get('/api/companies'),
          client.get('/api/admin/subsidiaries'),
          client.get(`/api/admin/subsidiaries/${europeId}`),
        ]);
        for (const res of answers) expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: DENIED });
      }
      expect((await subsidiaries.findById(europeId).lean())!.name).toBe('Northwind Europe');
    });
  });

  describe('GET subsidiaries, GET subsidiaries/{id}, GET companies', () => {
    it('lists the subsidiaries by name with their companies', async () => {
      const res = await admin.get('/api/subsidiaries');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({ _id: europeId, id: europeId, name: 'Northwind Europe', companies: ['Northwind France SAS', 'Northwind GmbH'], is_translated: false }),
      ]);
    });

    it('gives one subsidiary with every company flagged: 2 its own, 0 free', async () => {
      const res = await admin.get(`/api/subsidiaries/${europeId}`);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Northwind Europe');
      expect(res.body.companies).toEqual([
        { name: 'Northwind France SAS', used: 2 },
        { name: 'Northwind GmbH', used: 2 },
        { name: 'Northwind Japan K.K.', used: 0 },
        { name: 'Northwind Ltd', used: 0 },
        { name: 'Northwind USA Inc.', used: 0 },
      ]);
    });

    it('flags companies taken by another subsidiary with 1, for a new one or another one', async () => {
      const fresh = await admin.get('/api/companies');
      expect(fresh.body.filter((c: { used: number }) => c.used === 1).map((c: { name: string }) => c.name)).toEqual(['Northwind France SAS', 'Northwind GmbH']);
      expect(fresh.body.some((c: { used: number }) => c.used === 2)).toBe(false);
      const own = await admin.get(`/api/companies?subsidiary=${europeId}`);
      expect(own.body.find((c: { name: string }) => c.name === 'Northwind GmbH').used).toBe(2);
    });

    it('answers 404 for unknown ids, 400 for malformed ones, 400 for a malformed companies filter, never 500', async () => {
      const unknown = await admin.get('/api/subsidiaries/64b000000000000000000099');
      expect({ status: unknown.status, code: unknown.body.error.code }).toEqual({ status: 404, code: 'SUBSIDIARY.NOT_FOUND' });
      for (const id of ['not-an-id', '1']) {
        const res = await admin.get(`/api/subsidiaries/${id}`);
        expect({ status: res.status, id: res.body.violations?.id?.code }).toEqual({ status: 400, id: 'INVALID_ID' });
      }
      const res = await admin.get('/api/companies?subsidiary=nope');
      expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 400, code: 'SUBSIDIARY.INVALID_PARAMETER' });
    });
  });

  describe('POST subsidiaries', () => {
    it('creates a subsidiary with its companies and logs it', async () => {
      const res = await admin.post('/api/subsidiaries', { name: ' Northwind Asia ', companies: [{ name: 'Northwind Japan K.K.', used: 2 }, { name: 'Northwind Ltd', used: 0 }], is_translated: false });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'Northwind Asia', companies: ['Northwind Japan K.K.'] });
      const log = await logLine(app, 'subsidiaries.subsidiary.created');
      expect(log).toMatchObject({ message: 'Alice Martin added the subsidiary "Northwind Asia" (Northwind Japan K.K.)', target: { kind: 'subsidiary', id: res.body.id } });
    });

    it('refuses missing fields with "All fields are required", a name over 60 characters, and writes nothing', async () => {
      const before = await subsidiaries.countDocuments();
      const empty = await admin.post('/api/subsidiaries', { name: '', companies: [] });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        error: { code: 'SUBSIDIARY.REQUIRED', message: 'All fields are required' },
        errors: { name: 'All fields are required', companies: 'All fields are required' },
        violations: {
          name: { code: 'SUBSIDIARY.REQUIRED', params: {}, message: 'All fields are required' },
          companies: { code: 'SUBSIDIARY.REQUIRED', params: {}, message: 'All fields are required' },
        },
      });
      const long = await admin.post('/api/subsidiaries', { name: 'x'.repeat(61), companies: ['Northwind USA Inc.'] });
      expect({ status: long.status, code: long.body.error.code }).toEqual({ status: 400, code: 'SUBSIDIARY.NAME_TOO_LONG' });
      const wrongType = await admin.post('/api/subsidiaries', { name: 'Americas', companies: 'Northwind USA Inc.' });
      expect(wrongType.status).toBe(400);
      const noBody = await admin.post('/api/subsidiaries');
      expect(noBody.status).toBe(400);
      expect(await subsidiaries.countDocuments()).toBe(before);
    });

    it('refuses an unknown company, a company of another subsidiary and a name in use', async () => {
      const unknown = await admin.post('/api/subsidiaries', { name: 'Americas', companies: ['Acme'] });
      expect({ status: unknown.status, code: unknown.body.error.code }).toEqual({ status: 400, code: 'SUBSIDIARY.UNKNOWN_COMPANY' });
      const taken = await admin.post('/api/subsidiaries', { name: 'Americas', companies: ['Northwind USA Inc.', 'Northwind GmbH'] });
      expect({ status: taken.status, code: taken.body.error.code }).toEqual({ status: 409, code: 'SUBSIDIARY.COMPANY_TAKEN' });
      expect(taken.body.errors.companies).toBe('Northwind GmbH (Northwind Europe) already belong to another subsidiary.');
      const sameName = await admin.post('/api/subsidiaries', { name: 'northwind europe', companies: ['Northwind USA Inc.'] });
      expect({ status: sameName.status, code: sameName.body.error.code }).toEqual({ status: 409, code: 'SUBSIDIARY.NAME_TAKEN' });
      expect(await subsidiaries.countDocuments({ name: 'Americas' })).toBe(0);
    });

    it('lets only one of two concurrent saves claim the same company', async () => {
      const answers = await Promise.all(['Americas', 'North America'].map((name) => admin.post('/api/subsidiaries', { name, companies: ['Northwind USA Inc.'] })));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(await subsidiaries.countDocuments({ companies: 'Northwind USA Inc.' })).toBe(1);
    });
  });

  describe('PUT subsidiaries', () => {
    it('renames a subsidiary and changes its companies; people keep the new name', async () => {
      const res = await admin.emulated('PUT', '/api/subsidiaries', { id: europeId, name: 'Northwind EMEA', companies: ['Northwind France SAS', 'Northwind GmbH', 'Northwind Ltd'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: europeId, name: 'Northwind EMEA', companies: ['Northwind France SAS', 'Northwind GmbH', 'Northwind Ltd'] });
      const sophieRecord = await app.get<Model<User>>(getModelToken(User.name)).findOne({ id_portal: 'sophie.subadmin' }).lean();
      expect(sophieRecord!.subsidiary!.name).toBe('Northwind EMEA');
      // The users table reads people from the search index, which follows the rename (the directory's own event).
      const tableName = async () => {
        const rows = (await admin.get('/api/getUsers/paginate/50/true/1/true/lastname/')).body.data as { id_portal: string; subsidiary: { name: string } | null }[];
        return rows.find((row) => row.id_portal === 'sophie.subadmin')?.subsidiary?.name;
      };
      for (let tries = 0; tries < 50 && (await tableName()) !== 'Northwind EMEA'; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await tableName()).toBe('Northwind EMEA');
      const log = await logLine(app, 'subsidiaries.subsidiary.updated');
      expect(log!.message).toBe('Alice Martin edited the subsidiary "Northwind EMEA": renamed it from "Northwind Europe"; added Northwind Ltd');
    });

    it('keeps its own companies without calling them taken, and refuses bad input without change', async () => {
      const same = await admin.put('/api/subsidiaries', { _id: europeId, name: 'Northwind EMEA', companies: ['Northwind France SAS', 'Northwind GmbH', 'Northwind Ltd'] });
      expect(same.status).toBe(200);
      const missing = await admin.put('/api/subsidiaries', { name: 'Nowhere', companies: ['Northwind Ltd'] });
      expect(missing.status).toBe(404);
      const unknown = await admin.put('/api/subsidiaries', { id: '64b000000000000000000099', name: 'Nowhere', companies: ['Northwind Ltd'] });
      expect(unknown.status).toBe(404);
      const empty = await admin.put('/api/subsidiaries', { id: europeId, name: 'Northwind EMEA', companies: [] });
      expect({ status: empty.status, code: empty.body.error.code }).toEqual({ status: 400, code: 'SUBSIDIARY.REQUIRED' });
      expect((await subsidiaries.findById(europeId).lean())!.companies).toHaveLength(3);
    });
  });

  describe('DELETE subsidiaries/{id}', () => {
    it('is refused while tools, people or default tools point at it, saying what does', async () => {
      const tool = await givenTool(app, 'Europe portal', { subsidiaryId: subsidiaries.base.Types.ObjectId.createFromHexString(europeId) as never });
      await givenDefaultTool(app, tool, 0, { subsidiary: tool.subsidiaryId });
      const res = await admin.delete(`/api/subsidiaries/${europeId}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'SUBSIDIARY.IN_USE',
        message: 'This subsidiary is still used by 1 tool, 1 person, 1 default tool: give them another subsidiary first.',
      });
      expect(await subsidiaries.exists({ _id: europeId })).toBeTruthy();
    });

    it('is refused while a tool request awaiting approval would place a tool in it', async () => {
      const americas = await subsidiaries.create({ name: 'Northwind Americas', companies: ['Northwind USA Inc.'] });
      const tool = await givenTool(app, 'Americas portal');
      const requests = app.get<Model<Validation>>(getModelToken(Validation.name));
      const request = await requests.create({
        app: tool._id,
        kind: 'edition',
        changed: { subsidiaryId: String(americas._id) },
        edited_by: { _id: tool._id, fullname: 'Marc Tester' },
      });
      const res = await admin.delete(`/api/subsidiaries/${americas._id}`);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 409,
        error: { code: 'SUBSIDIARY.IN_USE', message: 'This subsidiary is still used by 1 tool request awaiting approval: give them another subsidiary first.' },
      });
      await requests.deleteOne({ _id: request._id });
      expect((await admin.delete(`/api/subsidiaries/${americas._id}`)).status).toBe(200);
    });

    it('deletes a subsidiary nothing points at, frees its companies and logs it', async () => {
      const asia = await subsidiaries.findOne({ name: 'Northwind Asia' }).lean();
      const res = await admin.emulated('DELETE', `/api/subsidiaries/${asia!._id}`);
      expect(res.status).toBe(200);
      expect(await subsidiaries.exists({ _id: asia!._id })).toBeNull();
      const companies = await admin.get('/api/companies');
      expect(companies.body.find((c: { name: string }) => c.name === 'Northwind Japan K.K.').used).toBe(0);
      const log = await logLine(app, 'subsidiaries.subsidiary.deleted');
      expect(log!.message).toBe('Alice Martin deleted the subsidiary "Northwind Asia"');
    });

    it('answers 404 for unknown ids, 400 for malformed ones', async () => {
      expect((await admin.delete('/api/subsidiaries/64b000000000000000000099')).status).toBe(404);
      expect((await admin.delete('/api/subsidiaries/zzz')).status).toBe(400);
    });
  });

  describe('/api/admin/subsidiaries (ra-data-simple-rest)', () => {
    it('lists with sort, range and Content-Range, filters by q and getMany ids', async () => {
      const list = await admin.get(`/api/admin/subsidiaries?sort=${q(['name', 'DESC'])}&range=${q([0, 0])}`);
      expect(list.status).toBe(200);
      const total = await subsidiaries.countDocuments();
      expect(list.headers['content-range']).toBe(`subsidiaries 0-0/${total}`);
      expect(list.body).toHaveLength(1);
      expect(list.body[0].name).toBe('Northwind EMEA');
      const searched = await admin.get(`/api/admin/subsidiaries?filter=${q({ q: 'emea' })}`);
      expect(searched.body.map((row: { id: string }) => row.id)).toEqual([europeId]);
      const many = await admin.get(`/api/admin/subsidiaries?filter=${q({ id: [europeId] })}`);
      expect(many.body.map((row: { id: string }) => row.id)).toEqual([europeId]);
    });

    it('answers 400 naming a malformed parameter', async () => {
      for (const params of [`sort=${q(['secret', 'ASC'])}`, 'range=[1,0]', 'filter={x', `filter=${q({ id: 'nope' })}`]) {
        const res = await admin.get(`/api/admin/subsidiaries?${params}`);
        expect({ params, status: res.status, code: res.body.error.code }).toEqual({ params, status: 400, code: 'SUBSIDIARY.INVALID_PARAMETER' });
      }
    });

    it('gets, creates, updates and deletes one record', async () => {
      expect((await admin.get(`/api/admin/subsidiaries/${europeId}`)).body).toMatchObject({ id: europeId, companies: ['Northwind France SAS', 'Northwind GmbH', 'Northwind Ltd'] });
      const created = await admin.post('/api/admin/subsidiaries', { name: 'Asia Pacific', companies: ['Northwind Japan K.K.'] });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const updated = await admin.put(`/api/admin/subsidiaries/${id}`, { id, name: 'APAC', companies: ['Northwind Japan K.K.'] });
      expect(updated.body).toMatchObject({ id, name: 'APAC' });
      expect((await admin.delete(`/api/admin/subsidiaries/${id}`)).body).toEqual({ _id: id, id });
    });
  });
});
