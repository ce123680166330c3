import { crashAt as crashAtStep, until } from './support/crash';
import { approvalBreaches } from './support/invariants';
import { clearMails, mailsArrived, mentioning } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * The api killed (FAULT_EXIT_AT, a SIGKILL at that step) between the steps of accept, edit and create,
 * then started again without the switch beside a worker whose reconciler runs every 2 s and whose outbox
 * relay redelivers the stored events (and so runs the sagas again): the state converges to what the
 * uninterrupted change produces (the tool form, the pending list, the wall, the mails). The steps: the
 * owner's write, the event in the outbox, the saga's command in the other module (see docs/architecture.md).
 */
describe('crash points: accept, edit and create converge after the api dies between their steps', () => {
  let stack: FaultStack;
  let marc: ApiClient;
  let alice: ApiClient;
  let marcId: string;
  let marcMail: string;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack('crash-points', { seed: true, env: { RECONCILE_GRACE_MS: '0', RECONCILE_EVERY_MS: '2000' } });
    const db = await stack.db();
    const marcDoc = await db.collection('users').findOne({ id_portal: 'marc.manager' });
    marcId = String(marcDoc!._id);
    marcMail = String(marcDoc!.email);
    categoryId = String((await db.collection('categories').findOne({}))!._id);
    [marc, alice] = await Promise.all([stack.signIn('marc.manager'), stack.signIn('alice.admin')]);
  }, 240_000);
  afterAll(() => stack?.stop(), 60_000);

  const crashAt = (step: string, call: () => Promise<unknown>) => crashAtStep(stack, step, call);

  const form = (title: string) => ({
    title: { en: title, fr: title },
    description: { en: `${title} helps`, fr: `${title} aide` },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [categoryId],
    users: ['all'],
    managers: [marcId],
  });
  const pendingIds = async () => (await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);

  for (const step of ['decide.after-status', 'accept.after-outbox', 'apply.before-write']) {
    it(`accept, the api killed at ${step}: the tool is published once, one "accepted" mail`, async () => {
      const title = `Crash accept ${step}`;
      const created = await marc.post('/api/postApp', form(title));
      expect(created.status).toBe(201);
      const toolId = created.body._id as string;
      const validation = await (await stack.db()).collection('validations').findOne({ app: { $in: [toolId, (await import('mongoose')).Types.ObjectId.createFromHexString(toolId)] } });
      const validationId = String(validation!._id);
      await clearMails();

      await crashAt(step, () => alice.put(`/api/app-validation/${validationId}/accept`, {}));

      expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation === false)).toBe(true);
      const tool = (await marc.get(`/api/getApp/${toolId}/true`)).body;
      expect(tool.title.en).toBe(title);
      expect(await pendingIds()).not.toContain(validationId);
      const accepted = await mailsArrived((mail) => mentioning(title)(mail) && mail.to.includes(marcMail), 1);
      expect(accepted).toHaveLength(1);
      expect(await approvalBreaches(stack)).toEqual([]);
    }, 180_000);
  }

  const adminCount = async () =>
    (await stack.db()).collection('users').countDocuments({ is_administrator: true, deleted: { $ne: true }, account_disabled: { $ne: true }, email: { $exists: true, $ne: '' } });

  /** The tool waits for exactly one request, listed for the administrators, announced once to each of them. */
  async function expectOneRequest(toolId: string, title: string) {
    expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation === true)).toBe(true);
    const db = await stack.db();
    expect(await until(async () => (await db.collection('validations').countDocuments({ status: 'pending' })) > 0 && (await pendingIds()).length > 0)).toBe(true);
    const pending = await db.collection('validations').find({ status: 'pending' }).toArray();
    const mine = pending.filter((v) => String(v.app) === toolId);
    expect(mine).toHaveLength(1);
    expect(await until(async () => (await pendingIds()).includes(String(mine[0]._id)))).toBe(true);
    const admins = await adminCount();
    const requests = await mailsArrived(mentioning(title), admins);
    expect(requests).toHaveLength(admins);
    expect(new Set(requests.map((mail) => mail.to.join(','))).size).toBe(admins);
    expect(await until(async () => (await approvalBreaches(stack)).length === 0)).toBe(true);
    return String(mine[0]._id);
  }

  for (const step of ['edit.after-intent', 'edit.after-flag', 'request.after-insert']) {
    it(`edit, the api killed at ${step}: the tool waits for one request, one request mail per administrator`, async () => {
      const title = `Crash edit ${step}`;
      const created = await alice.post('/api/postApp', form(title));
      expect(created.status).toBe(201);
      const toolId = created.body._id as string;
      await clearMails();

      await crashAt(step, () => marc.put('/api/updateApp', { ...form(`${title} v2`), _id: toolId }));

      await expectOneRequest(toolId, `${title} v2`);
      const form2 = (await marc.get(`/api/getApp/${toolId}/true`)).body;
      expect(form2.title.en).toBe(`${title} v2`);
    }, 180_000);
  }

  it('create, the api killed at create.after-intent (before the tool was written): nothing is created, no request, no request mail', async () => {
    const title = 'Crash create create.after-intent';
    await clearMails();

    await crashAt('create.after-intent', () => marc.post('/api/postApp', form(title)));

    // The relay delivers the stored intent after its grace (OUTBOX_RELAY_GRACE_MS): the request it asks for is not opened.
    const db = await stack.db();
    const intentsLeft = async () => (await db.collection('outbox').find({}, { projection: { _id: 1 } }).toArray()).filter((entry) => String(entry._id).includes('.submitted.')).length;
    expect(await until(async () => (await intentsLeft()) === 0, 40_000)).toBe(true);
    expect(await db.collection('apps').findOne({ 'title.en': title })).toBeNull();
    expect(await db.collection('validations').countDocuments({ 'changed.title.en': title })).toBe(0);
    expect((await mailsArrived(mentioning(title), 1, 3_000)).length).toBe(0);
    expect(await approvalBreaches(stack)).toEqual([]);
  }, 180_000);

  for (const step of ['create.after-tool', 'request.after-insert']) {
    it(`create, the api killed at ${step}: the unpublished creation waits for one request, one request mail per administrator`, async () => {
      const title = `Crash create ${step}`;
      await clearMails();

      await crashAt(step, () => marc.post('/api/postApp', form(title)));

      const db = await stack.db();
      expect(await until(async () => !!(await db.collection('apps').findOne({ 'title.en': title })))).toBe(true);
      const tool = await db.collection('apps').findOne({ 'title.en': title });
      const toolId = String(tool!._id);
      const validationId = await expectOneRequest(toolId, title);
      expect((await db.collection('apps').findOne({ _id: tool!._id }))!.is_published).toBe(false);

      // And the request, once accepted, publishes the tool as an uninterrupted creation does.
      expect((await alice.put(`/api/app-validation/${validationId}/accept`, {})).status).toBe(200);
      expect((await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation).toBe(false);
      expect((await db.collection('apps').findOne({ _id: tool!._id }))!.is_published).toBe(true);
    }, 180_000);
  }
});
