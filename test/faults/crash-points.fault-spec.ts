import { Types } from 'mongoose';
import sharp from 'sharp';
import { crashAt as crashAtStep, crashWorkerAt, until } from './support/crash';
import { approvalBreaches } from './support/invariants';
import { administratorAddresses, toolForm } from './support/catalogue';
import { clearMails, mailsArrived, mentioning } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * Every crash point of the api on one stack (each test kills only the api; Redis, the database, the
 * sink and the worker keep running), beside a worker whose reconciler runs every second.
 */
let stack: FaultStack;

beforeAll(async () => {
  // The relay's grace shorter than the api's restart (~2 s): a stored event is delivered again while
  // the api comes back, and a delivery of the restarted api may meet the relay's (both must count once).
  // The usage lock of a worker killed mid-flush frees after 5 s, not production's 60 s, and the opens are
  // flushed every 2 s, not every 10 s. A record lock lives production's 10 s (the stack's 5 s left its
  // holder 3 s: at load 25 an edit took 7 s from taking the tool's lock to its flag write, and answered 409,
  // lock lost, instead of reaching its crash point); a killed api's lock blocks the repair that long, in
  // half the tests (it was 15 s, some 13 s of each of those tests).
  stack = await startStack('crash-points', {
    seed: true,
    env: {
      RECONCILE_GRACE_MS: '0',
      RECONCILE_EVERY_MS: '1000',
      OUTBOX_RELAY_GRACE_MS: '1500',
      USAGE_LOCK_TTL_MS: '5000',
      USAGE_FLUSH_EVERY_MS: '2000',
      RECORD_LOCK_TTL_MS: '10000',
    },
  });
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const crashAt = (step: string, call: () => Promise<unknown>) => crashAtStep(stack, step, call);

/**
 * The api killed (FAULT_EXIT_AT, a SIGKILL at that step) between the steps of accept, edit and create,
 * then started again without the switch beside a worker whose reconciler runs every second and whose outbox
 * relay redelivers the stored events (and so runs the sagas again): the state converges to what the
 * uninterrupted change produces (the tool form, the pending list, the wall, the mails). The steps: the
 * owner's write, the event in the outbox, the saga's command in the other module (see docs/architecture.md).
 */
describe('crash points: accept, edit and create converge after the api dies between their steps', () => {
  let marc: ApiClient;
  let alice: ApiClient;
  let marcId: string;
  let marcMail: string;
  let categoryId: string;

  beforeAll(async () => {
    const db = await stack.db();
    const marcDoc = await db.collection('users').findOne({ id_portal: 'marc.manager' });
    marcId = String(marcDoc!._id);
    marcMail = String(marcDoc!.email);
    categoryId = String((await db.collection('categories').findOne({}))!._id);
    [marc, alice] = await Promise.all([stack.signIn('marc.manager'), stack.signIn('alice.admin')]);
  }, 60_000);

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
      const validation = await (await stack.db()).collection('validations').findOne({ app: { $in: [toolId, Types.ObjectId.createFromHexString(toolId)] } });
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

/**
 * The api killed (FAULT_EXIT_AT, a SIGKILL at that step) between the steps of reject, tool delete and
 * category delete, then started again without the switch beside a worker whose reconciler runs every
 * 2 s: the state converges to what the uninterrupted change produces (the tool form, the pending list,
 * the wall, the category list, one activity line, the mails counted in the SMTP sink).
 */
describe('crash points: reject, tool delete and category delete converge after the api dies between their steps', () => {
  let marc: ApiClient;
  let alice: ApiClient;
  let admins: number;
  let marcId: string;
  let marcMail: string;

  beforeAll(async () => {
    [marc, alice] = await Promise.all([stack.signIn('marc.manager'), stack.signIn('alice.admin')]);
    admins = (await administratorAddresses(stack)).length;
    const marcDoc = await (await stack.db()).collection('users').findOne({ id_portal: 'marc.manager' });
    marcId = String(marcDoc!._id);
    marcMail = String(marcDoc!.email);
  }, 60_000);

  const pendingIds = async () => (await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);
  const wallTitles = async () => (await marc.post(`/api/getApps/null/${marcId}/10/100/true/true/false/false?lang=en`, {})).body.map((card: { title: { en?: string } }) => card.title.en ?? '');
  const intentsLeft = async () => (await stack.db()).collection('change_intents').countDocuments();
  /** The activity lines of one action about one target (the log's own collection). */
  const lines = async (action: string, targetId: string) => (await stack.db()).collection('logs').find({ action, 'target.id': targetId }).toArray();
  const linesSettled = async (action: string, targetId: string, expected: number) => {
    await until(async () => (await lines(action, targetId)).length >= expected);
    await new Promise((r) => setTimeout(r, 1_500));
    return lines(action, targetId);
  };

  /** A live tool (created by an administrator) and, when `edit`, marc's pending edit of it; answers their ids. */
  async function liveTool(title: string, edit?: { title: string; categories?: string[] }) {
    const created = await alice.post('/api/postApp', await toolForm(stack, title));
    expect(created.status).toBe(201);
    const toolId = created.body._id as string;
    if (!edit) return { toolId, validationId: '' };
    const base = await toolForm(stack, edit.title);
    const edited = await marc.put('/api/updateApp', { ...base, categories: edit.categories ?? base.categories, _id: toolId });
    expect(edited.body.has_pending_validation).toBe(true);
    const request = await (await stack.db()).collection('validations').findOne({ app: new Types.ObjectId(toolId), status: 'pending' });
    return { toolId, validationId: String(request!._id) };
  }

  for (const step of ['decide.after-status', 'reject.after-outbox']) {
    it(`reject an edit, the api killed at ${step}: the tool keeps its content and is editable again, one log line, one rejection mail`, async () => {
      const title = `Reject crash ${step}`;
      const { toolId, validationId } = await liveTool(title, { title: `${title} v2` });
      await mailsArrived(mentioning(`${title} v2`), admins, 30_000, 0);
      await clearMails();

      await crashAt(step, () => alice.put(`/api/app-validation/${validationId}/reject`, {}));

      expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation === false)).toBe(true);
      const form = (await marc.get(`/api/getApp/${toolId}/true`)).body;
      expect(form.title.en).toBe(title);
      expect(await pendingIds()).not.toContain(validationId);
      expect(await wallTitles()).toContain(title);
      expect(await wallTitles()).not.toContain(`${title} v2`);
      // The line and the mail each watched over its settling time, the two side by side.
      const [logged, sent] = await Promise.all([linesSettled('approvals.validation.rejected', toolId, 1), mailsArrived(mentioning(title), 1)]);
      expect(logged).toHaveLength(1);
      // The editor is told once, however the decision was finished; no request mail again, nothing else.
      expect(sent.map((mail) => mail.to.join())).toEqual([marcMail]);
      // The tool is editable again: a new edit is a new request.
      expect((await marc.put('/api/updateApp', { ...(await toolForm(stack, `${title} v3`)), _id: toolId })).body.has_pending_validation).toBe(true);
      expect(await approvalBreaches(stack)).toEqual([]);
    }, 180_000);
  }

  it('reject a creation, the api killed after the decision was stored: the tool is removed, one log line, one rejection mail', async () => {
    const title = 'Reject creation crash';
    const created = await marc.post('/api/postApp', await toolForm(stack, title));
    expect(created.status).toBe(201);
    const toolId = created.body._id as string;
    const validationId = String((await (await stack.db()).collection('validations').findOne({ app: new Types.ObjectId(toolId) }))!._id);
    await mailsArrived(mentioning(title), admins, 30_000, 0);
    await clearMails();

    await crashAt('decide.after-status', () => alice.put(`/api/app-validation/${validationId}/reject`, {}));

    expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).status === 404)).toBe(true);
    expect(await pendingIds()).not.toContain(validationId);
    expect(await wallTitles()).not.toContain(title);
    const [logged, sent] = await Promise.all([linesSettled('approvals.validation.rejected', toolId, 1), mailsArrived(mentioning(title), 1)]);
    expect(logged).toHaveLength(1);
    expect(sent.map((mail) => mail.to.join())).toEqual([marcMail]);
    expect(await approvalBreaches(stack)).toEqual([]);
  }, 180_000);

  for (const step of ['delete.after-intent', 'delete.after-outbox', 'delete.after-tool']) {
    it(`delete two tools (one awaiting approval), the api killed at ${step}: both gone, the request withdrawn, one log line each`, async () => {
      const title = `Delete crash ${step}`;
      const plain = await liveTool(`${title} A`);
      const waiting = await liveTool(`${title} B`, { title: `${title} B v2` });
      await mailsArrived(mentioning(`${title} B v2`), admins, 30_000, 0);
      await clearMails();

      await crashAt(step, () => alice.put(`/api/deleteApps/${plain.toolId},${waiting.toolId}`, {}));

      expect(await until(async () => (await intentsLeft()) === 0)).toBe(true);
      for (const { toolId } of [plain, waiting]) expect((await marc.get(`/api/getApp/${toolId}/true`)).status).toBe(404);
      // Each tool's line (and the absence of a second one) is watched over the same settling time.
      for (const logged of await Promise.all([plain, waiting].map(({ toolId }) => linesSettled('tools.tool.deleted', toolId, 1)))) expect(logged).toHaveLength(1);
      expect(await until(async () => !(await wallTitles()).some((shown: string) => shown.startsWith(title)))).toBe(true);
      expect(await pendingIds()).not.toContain(waiting.validationId);
      expect((await (await stack.db()).collection('validations').findOne({ _id: new Types.ObjectId(waiting.validationId) }))?.status).toBe('withdrawn');
      // Deleting again is refused as for any deleted tool, once finished.
      expect((await alice.put(`/api/deleteApps/${plain.toolId}`, {})).status).toBe(404);
      expect(await mailsArrived(mentioning(title), 0, 3_000)).toHaveLength(0);
      expect(await approvalBreaches(stack)).toEqual([]);
    }, 180_000);
  }

  for (const step of ['category-delete.after-intent', 'category-delete.after-outbox', 'category-delete.after-category', 'category-delete.after-tools']) {
    it(`delete a category, the api killed at ${step}: gone from the list, the tools and the pending request, one log line`, async () => {
      const name = `Crash category ${step}`;
      const icon = `data:image/png;base64,${(await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2e86c1' } }).png().toBuffer()).toString('base64')}`;
      const made = await alice.post('/api/admin/categories', { name: { en: name, fr: name }, icon });
      expect(made.status).toBe(201);
      const categoryId = String(made.body.id);
      const base = await toolForm(stack, `${name} tool`);
      const inside = await alice.post('/api/postApp', { ...base, categories: [...base.categories, categoryId] });
      expect(inside.status).toBe(201);
      const proposing = await liveTool(`${name} edited`, { title: `${name} edited v2`, categories: [...base.categories, categoryId] });
      await mailsArrived(mentioning(`${name} edited v2`), admins, 30_000, 0);
      await clearMails();

      await crashAt(step, () => alice.delete(`/api/admin/categories/${categoryId}`));

      expect(await until(async () => (await intentsLeft()) === 0)).toBe(true);
      expect((await alice.get(`/api/admin/categories/${categoryId}`)).status).toBe(404);
      expect((await alice.get('/api/categories/all')).body.map((c: { _id: string }) => c._id)).not.toContain(categoryId);
      expect((await marc.get(`/api/getApp/${inside.body._id}/true`)).body.categories).toEqual(base.categories);
      const request = await (await stack.db()).collection('validations').findOne({ _id: new Types.ObjectId(proposing.validationId) });
      expect(request?.status).toBe('pending');
      expect(request?.changed.categories.map(String)).toEqual(base.categories);
      expect(await pendingIds()).toContain(proposing.validationId);
      const logged = await linesSettled('categories.category.deleted', categoryId, 1);
      expect(logged).toHaveLength(1);
      // The answer the interrupted click never got, as the uninterrupted one gives it: the live tools that had it.
      expect(logged[0].message).toContain('(1 tool no longer in it)');
      expect((await alice.delete(`/api/admin/categories/${categoryId}`)).status).toBe(404);
      expect(await approvalBreaches(stack)).toEqual([]);
    }, 180_000);
  }
});

/**
 * The worker killed (SIGKILL) while it moves the opens counted in Redis into `tool_open_days`: after one
 * day's count is written and before it is dropped from Redis. Started again, it finishes the counters it
 * had taken: no acknowledged open is lost, and the one count written before the kill is written once more
 * at most (docs/behaviour/usage.md).
 */
describe('crash points: the worker killed while writing the opens it counted', () => {
  it('loses no open: every tool opened is counted, at most one count twice', async () => {
    const db = await stack.db();
    const tools = await db.collection('apps').find({ users: 'all', subsidiaryId: null, is_published: true, deleted: { $ne: true } }, { projection: { _id: 1 } }).limit(3).toArray();
    const toolIds = tools.map((tool) => String(tool._id));
    expect(toolIds).toHaveLength(3);
    const counted = async () => {
      const days = await db.collection<{ tool: string; total: number }>('tool_open_days').find({ tool: { $in: toolIds } }).toArray();
      return new Map(toolIds.map((id) => [id, days.filter((day) => day.tool === id).reduce((sum, day) => sum + day.total, 0)]));
    };
    const before = await counted();
    const emma = await stack.signIn('emma.employee');
    for (const toolId of toolIds) expect((await emma.post('/api/opens', { toolId })).status).toBe(204);

    // The flush runs every 2 s here (USAGE_FLUSH_EVERY_MS): the worker dies at its first count written.
    await crashWorkerAt(stack, 'usage-flush.after-write', 30_000);

    const added = async () => {
      const after = await counted();
      return toolIds.map((id) => after.get(id)! - before.get(id)!);
    };
    // The killed worker's flush lock (USAGE_LOCK_TTL_MS, 5 s here) has to expire before the next flush.
    expect(await until(async () => (await added()).every((count) => count >= 1), 90_000)).toBe(true);
    const counts = await added();
    console.log(`Worker killed mid-flush: opens acknowledged ${toolIds.length}, counted ${counts.join(' + ')} after its restart`);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(toolIds.length + 1);
  }, 180_000);
});
