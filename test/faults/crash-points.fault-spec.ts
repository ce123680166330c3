import { approvalBreaches } from './support/invariants';
import { clearMails, mailsArrived, mentioning } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * The api killed (FAULT_EXIT_AT, a SIGKILL at that step) between the steps of accept and edit, then
 * started again without the switch beside a worker whose reconciler runs every 2 s: the state converges
 * to what the uninterrupted change produces (the tool form, the pending list, the wall, the mails).
 */
describe('crash points: accept and edit converge after the api dies between their steps', () => {
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

  /** Restarts the api with the switch set, runs `call` (the api dies during it), restarts it without. */
  async function crashAt(step: string, call: () => Promise<unknown>) {
    stack.env.FAULT_EXIT_AT = step;
    await stack.api.restart();
    await call().catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (stack.api.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(stack.api.running).toBe(false);
    delete stack.env.FAULT_EXIT_AT;
    await stack.api.start();
  }

  const form = (title: string) => ({
    title: { en: title, fr: title },
    description: { en: `${title} helps`, fr: `${title} aide` },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [categoryId],
    users: ['all'],
    managers: [marcId],
  });
  const pendingIds = async () => (await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);
  const until = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 300));
    return check();
  };

  for (const step of ['decide.after-status', 'accept.after-outbox']) {
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
    }, 120_000);
  }

  it('edit, the api killed after the request was stored: the tool waits for it, one request per administrator', async () => {
    const title = 'Crash edit';
    const created = await alice.post('/api/postApp', form(title));
    expect(created.status).toBe(201);
    const toolId = created.body._id as string;
    await clearMails();

    await crashAt('edit.after-request', () => marc.put('/api/updateApp', { ...form(`${title} v2`), _id: toolId }));

    expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation === true)).toBe(true);
    const db = await stack.db();
    const pending = await db.collection('validations').find({ status: 'pending' }).toArray();
    const mine = pending.filter((v) => String(v.app) === toolId);
    expect(mine).toHaveLength(1);
    expect(await pendingIds()).toContain(String(mine[0]._id));
    const admins = await db.collection('users').countDocuments({ is_administrator: true, deleted: { $ne: true }, account_disabled: { $ne: true }, email: { $exists: true, $ne: '' } });
    const requests = await mailsArrived(mentioning(`${title} v2`), admins);
    expect(requests).toHaveLength(admins);
    expect(new Set(requests.map((mail) => mail.to.join(','))).size).toBe(admins);
    expect(await approvalBreaches(stack)).toEqual([]);
  }, 120_000);
});
