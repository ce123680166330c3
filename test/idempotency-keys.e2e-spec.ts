import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Validation } from '../src/approvals/validation.schema';
import { Company, Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Tool } from '../src/tools/tool.schema';
import { IDEMPOTENCY_COLLECTION } from '../src/platform/http/idempotency/idempotency-keys';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

/** The Idempotency-Key header on creates (docs/behaviour/http.md): a retried create never creates twice. */
describe('Idempotency-Key on the creating calls', () => {
  let app: NestExpressApplication;
  let tools: Model<Tool>;
  let subsidiaries: Model<Subsidiary>;
  let validations: Model<Validation>;
  let category: string;
  let marc: ApiClient, alice: ApiClient, bruno: ApiClient;

  const form = (title: string) => ({
    title: { en: title, fr: `${title} FR` },
    description: { en: `${title} does things`, fr: `${title} fait des choses` },
    url: { en: 'https://retried.example/', fr: 'https://retried.example/fr' },
    categories: [category],
    users: ['all'],
    subsidiaryId: null,
  });
  const withKey = (client: ApiClient, path: string, body: unknown, key: string) => client.send('post', path, body, { 'Idempotency-Key': key });

  beforeAll(async () => {
    useDatabase('idempotency_keys');
    app = await createTestApp();
    tools = app.get(getModelToken(Tool.name));
    subsidiaries = app.get(getModelToken(Subsidiary.name));
    validations = app.get(getModelToken(Validation.name));
    await app.get<Model<Company>>(getModelToken(Company.name)).create(['Retry SAS', 'Other GmbH', 'Corrected Ltd', 'Malformed KK'].map((name) => ({ name })));
    await givenUsers(app, { id_portal: 'marc.manager' }, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'bruno.admin', is_administrator: true });
    category = String((await givenCategory(app, { en: 'IT', fr: 'Informatique' }))._id);
    [marc, alice, bruno] = await Promise.all(['marc.manager', 'alice.admin', 'bruno.admin'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  it('a submission sent twice with one key creates one tool and one approval request; the second answer is the first one again', async () => {
    const first = await withKey(marc, '/api/postApp', form('Retried submission'), '"7f0c1f3e-retried-submission"');
    const second = await withKey(marc, '/api/postApp', form('Retried submission'), '"7f0c1f3e-retried-submission"');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const created = await tools.find({ 'title.en': 'Retried submission' }).lean();
    expect(created).toHaveLength(1);
    expect(await validations.countDocuments({ app: { $in: [created[0]._id, String(created[0]._id)] } })).toBe(1);
  });

  it('a create stored whose answer was lost, retried once its key is forgotten, answers the stored tool and creates no second one', async () => {
    const first = await withKey(marc, '/api/postApp', form('Answer lost'), 'answer-lost-1');
    expect(first.status).toBe(201);
    // What a database failure after the write leaves (or a retry after the claim was given up): the tool, no key.
    const forgotten = await app.get<Connection>(getConnectionToken()).collection(IDEMPOTENCY_COLLECTION).deleteOne({ _id: 'marc.manager|answer-lost-1' } as never);
    expect(forgotten.deletedCount).toBe(1);
    const retry = await withKey(marc, '/api/postApp', form('Answer lost'), 'answer-lost-1');
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    const created = await tools.find({ 'title.en': 'Answer lost' }).lean();
    expect(created).toHaveLength(1);
    expect(await validations.countDocuments({ app: { $in: [created[0]._id, String(created[0]._id)] } })).toBe(1);
    // The same key on another person's request is theirs: a tool of its own.
    expect((await withKey(alice, '/api/postApp', form('Answer lost'), 'answer-lost-1')).body._id).not.toBe(first.body._id);
  });

  it('the same key with a different body answers 422 idempotency_key_reused and creates nothing', async () => {
    expect((await withKey(alice, '/api/admin/subsidiaries', { name: 'Northwind Retry', companies: ['Retry SAS'] }, 'subsidiary-key-1')).status).toBe(201);
    const other = await withKey(alice, '/api/admin/subsidiaries', { name: 'Northwind Other', companies: ['Other GmbH'] }, 'subsidiary-key-1');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await subsidiaries.countDocuments({ name: { $in: ['Northwind Retry', 'Northwind Other'] } })).toBe(1);
  });

  it("a key is one person's: another administrator's request with the same key runs as its own", async () => {
    const answer = await withKey(bruno, '/api/admin/subsidiaries', { name: 'Northwind Other', companies: ['Other GmbH'] }, 'subsidiary-key-1');
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await subsidiaries.countDocuments({ name: 'Northwind Other' })).toBe(1);
  });

  it('a refused request frees its key: the corrected request with the same key runs', async () => {
    const refused = await withKey(alice, '/api/admin/subsidiaries', { name: '', companies: ['Corrected Ltd'] }, 'subsidiary-key-2');
    expect(refused.status).toBe(400);
    const corrected = await withKey(alice, '/api/admin/subsidiaries', { name: 'Northwind Corrected', companies: ['Corrected Ltd'] }, 'subsidiary-key-2');
    expect(corrected.status).toBe(201);
    expect(await subsidiaries.countDocuments({ name: 'Northwind Corrected' })).toBe(1);
  });

  it('a malformed key answers 400 idempotency_key_invalid and creates nothing', async () => {
    const answer = await withKey(alice, '/api/admin/subsidiaries', { name: 'Northwind Malformed', companies: ['Malformed KK'] }, 'has spaces in it');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('idempotency_key_invalid');
    expect(await subsidiaries.countDocuments({ name: 'Northwind Malformed' })).toBe(0);
  });
});
