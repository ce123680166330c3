import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Model } from 'mongoose';
import { Validation } from '../src/approvals/validation.schema';
import { ClearNewLabelsJob } from '../src/tools/new-label/clear-new-labels.job';
import { CLOCK, type Clock } from '../src/tools/new-label/clock';
import { Tool } from '../src/tools/tool.schema';
import { WorkerModule } from '../src/worker.module';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The "new" label: any live tool in its first 15 days; the flag set when a public or subsidiary tool is
 * published (created by an administrator, or its creation accepted), never on a private one, never
 * renewed by an edit, and cleared by the worker's job 15 days after publication. The job runs in a real worker whose clock the test moves.
 */
describe('the "new" label and its clearing job', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  let validations: Model<Validation>;
  let admin: ApiClient, marc: ApiClient;
  let category: string;
  const ids: Record<string, string> = {};
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  const form = (title: string, over: Record<string, unknown> = {}) => ({
    title: { en: title },
    description: { en: `${title} does things` },
    url: { en: 'https://tools.example/' },
    logo: { abrev: '', color: '' },
    categories: [category],
    users: ['all'],
    subsidiaryId: null,
    ...over,
  });
  const stored = async (id: string) => (await tools.findById(id).lean())!;

  beforeAll(async () => {
    useDatabase('new_label');
    app = await createTestApp();
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(CLOCK).useValue(clock).compile();
    worker = moduleRef.createNestApplication({ logger: false });
    await worker.init();
    tools = app.get(getModelToken(Tool.name));
    validations = app.get(getModelToken(Validation.name));
    const people = await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'marc.manager' });
    for (const person of people) ids[person.id_portal] = String(person._id);
    category = String((await givenCategory(app, { en: 'IT' }))._id);
    [admin, marc] = await Promise.all(['alice.admin', 'marc.manager'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
  });

  it('labels a public tool at publication, never a private one, and clears the label 15 days later', async () => {
    const publicTool = (await admin.post('/api/postApp', form('Payroll'))).body._id as string;
    const privateTool = (await admin.post('/api/postApp', form('Board minutes', { users: [ids['marc.manager']] }))).body._id as string;
    const published = await stored(publicTool);
    expect(published).toMatchObject({ is_new: true, is_published: true });
    expect(published.published_time).toBeInstanceOf(Date);
    expect(await stored(privateTool)).toMatchObject({ is_new: false });

    // An employee's tool waits unlabelled; the label starts when an administrator accepts it.
    const proposed = (await marc.post('/api/postApp', form('Coffee roulette'))).body._id as string;
    expect(await stored(proposed)).toMatchObject({ is_new: false, published_time: null, is_published: false });
    const validation = await validations.findOne({ app: proposed }).lean();
    expect((await admin.put(`/api/app-validation/${validation!._id}/accept`, {})).status).toBe(200);
    expect(await stored(proposed)).toMatchObject({ is_new: true, is_published: true });

    const job = worker.get(ClearNewLabelsJob);
    offsetMs = 14 * DAY_MS;
    await job.run();
    expect((await stored(publicTool)).is_new).toBe(true);
    expect((await stored(proposed)).is_new).toBe(true);

    offsetMs = 15 * DAY_MS + 60_000;
    expect(await job.run()).toBeGreaterThanOrEqual(2);
    expect((await stored(publicTool)).is_new).toBe(false);
    expect((await stored(proposed)).is_new).toBe(false);
    expect(await job.run()).toBe(0); // nothing left to clear: running it again changes nothing
  });

  it('does not renew the label when a tool is edited, and takes it away when the tool turns private', async () => {
    const id = (await admin.post('/api/postApp', form('Timesheets'))).body._id as string;
    await tools.updateOne({ _id: id }, { $set: { is_new: false } });
    const edited = await admin.put('/api/updateApp', { ...form('Timesheets v2', { managers: [ids['alice.admin']] }), _id: id });
    expect({ status: edited.status, body: edited.body }).toMatchObject({ status: 200 });
    expect((await stored(id)).is_new).toBe(false);

    const labelled = (await admin.post('/api/postApp', form('Canteen'))).body._id as string;
    const turned = await admin.put('/api/updateApp', { ...form('Canteen', { users: [ids['marc.manager']], managers: [ids['alice.admin']] }), _id: labelled });
    expect({ status: turned.status, body: turned.body }).toMatchObject({ status: 200 });
    expect((await stored(labelled)).is_new).toBe(false);
  });

  it('shows the label on a private tool in its first 15 days only, whatever its flag, on the managed list and the back-office', async () => {
    offsetMs = 0;
    const viewers = [ids['marc.manager']];
    const privateTool = (await admin.post('/api/postApp', form('Private diary', { users: viewers, managers: [ids['marc.manager']] }))).body._id as string;
    const oldPrivate = (await admin.post('/api/postApp', form('Old private diary', { users: viewers, managers: [ids['marc.manager']] }))).body._id as string;
    // A private tool flagged by older data is new for its 15 days only: the flag counts for public and subsidiary tools.
    await tools.collection.updateOne({ _id: (await stored(oldPrivate))._id }, { $set: { is_new: true, created_time: new Date(Date.now() - 20 * DAY_MS) } });
    await admin.put('/api/updateApp', { ...form('Old private diary', { users: viewers, managers: [ids['marc.manager']] }), _id: oldPrivate });
    const managed = await marc.post('/api/getApps/null/H-marc.manager/10/100/true/true/true/false', {});
    const card = (id: string) => (managed.body as { _id: string; is_new: boolean }[]).find((tool) => tool._id === id);
    expect(card(privateTool)).toMatchObject({ is_new: true });
    expect(card(oldPrivate)).toMatchObject({ is_new: false });
    expect((await admin.get(`/api/admin/tools/${privateTool}`)).body).toMatchObject({ is_new: true });
    expect((await admin.get(`/api/admin/tools/${oldPrivate}`)).body).toMatchObject({ is_new: false });
  });

  it('never labels a creation waiting for approval, on its manager’s list, until it is accepted', async () => {
    offsetMs = 0;
    const proposed = (await marc.post('/api/postApp', form('Team lunch', { managers: [ids['marc.manager']] }))).body._id as string;
    const managedCard = async () =>
      ((await marc.post('/api/getApps/null/H-marc.manager/10/100/true/true/true/false', {})).body as { _id: string; is_new: boolean; has_pending_validation: boolean }[]).find((tool) => tool._id === proposed);
    expect(await managedCard()).toMatchObject({ is_new: false, has_pending_validation: true });
    const validation = await validations.findOne({ app: proposed }).lean();
    expect((await admin.put(`/api/app-validation/${validation!._id}/accept`, {})).status).toBe(200);
    expect(await managedCard()).toMatchObject({ is_new: true, has_pending_validation: false });
  });

  it('clears the label of a tool stored before publication times existed, counting from its creation', async () => {
    offsetMs = 0;
    const id = (await admin.post('/api/postApp', form('Legacy tool'))).body._id as string;
    await tools.collection.updateOne({ _id: (await stored(id))._id }, { $set: { published_time: null, created_time: new Date(Date.now() - 20 * DAY_MS) } });
    await worker.get(ClearNewLabelsJob).run();
    expect((await stored(id)).is_new).toBe(false);
  });
});
