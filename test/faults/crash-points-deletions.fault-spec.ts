import { Types } from 'mongoose';
import sharp from 'sharp';
import { crashAt as crashAtStep, until } from './support/crash';
import { approvalBreaches } from './support/invariants';
import { administratorAddresses, toolForm } from './support/catalogue';
import { clearMails, mailsArrived, mentioning } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * The api killed (FAULT_EXIT_AT, a SIGKILL at that step) between the steps of reject, tool delete and
 * category delete, then started again without the switch beside a worker whose reconciler runs every
 * 2 s: the state converges to what the uninterrupted change produces (the tool form, the pending list,
 * the wall, the category list, one activity line, the mails counted in the SMTP sink).
 */
describe('crash points: reject, tool delete and category delete converge after the api dies between their steps', () => {
  let stack: FaultStack;
  let marc: ApiClient;
  let alice: ApiClient;
  let admins: number;
  let marcId: string;

  beforeAll(async () => {
    stack = await startStack('crash-points-deletions', { seed: true, env: { RECONCILE_GRACE_MS: '0', RECONCILE_EVERY_MS: '2000' } });
    [marc, alice] = await Promise.all([stack.signIn('marc.manager'), stack.signIn('alice.admin')]);
    admins = (await administratorAddresses(stack)).length;
    marcId = String((await (await stack.db()).collection('users').findOne({ id_portal: 'marc.manager' }))!._id);
  }, 240_000);
  afterAll(() => stack?.stop(), 60_000);

  const crashAt = (step: string, call: () => Promise<unknown>) => crashAtStep(stack, step, call);

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
    it(`reject an edit, the api killed at ${step}: the tool keeps its content and is editable again, one log line, no extra mail`, async () => {
      const title = `Reject crash ${step}`;
      const { toolId, validationId } = await liveTool(title, { title: `${title} v2` });
      await mailsArrived(mentioning(`${title} v2`), admins);
      await clearMails();

      await crashAt(step, () => alice.put(`/api/app-validation/${validationId}/reject`, {}));

      expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation === false)).toBe(true);
      const form = (await marc.get(`/api/getApp/${toolId}/true`)).body;
      expect(form.title.en).toBe(title);
      expect(await pendingIds()).not.toContain(validationId);
      expect(await wallTitles()).toContain(title);
      expect(await wallTitles()).not.toContain(`${title} v2`);
      expect(await linesSettled('approvals.validation.rejected', toolId, 1)).toHaveLength(1);
      // A rejection mails nobody (the administrator writes to the editor): no request mail again, nothing else.
      expect(await mailsArrived(mentioning(title), 0, 3_000)).toHaveLength(0);
      // The tool is editable again: a new edit is a new request.
      expect((await marc.put('/api/updateApp', { ...(await toolForm(stack, `${title} v3`)), _id: toolId })).body.has_pending_validation).toBe(true);
      expect(await approvalBreaches(stack)).toEqual([]);
    }, 180_000);
  }

  it('reject a creation, the api killed after the decision was stored: the tool is removed, one log line', async () => {
    const title = 'Reject creation crash';
    const created = await marc.post('/api/postApp', await toolForm(stack, title));
    expect(created.status).toBe(201);
    const toolId = created.body._id as string;
    const validationId = String((await (await stack.db()).collection('validations').findOne({ app: new Types.ObjectId(toolId) }))!._id);
    await mailsArrived(mentioning(title), admins);
    await clearMails();

    await crashAt('decide.after-status', () => alice.put(`/api/app-validation/${validationId}/reject`, {}));

    expect(await until(async () => (await marc.get(`/api/getApp/${toolId}/true`)).status === 404)).toBe(true);
    expect(await pendingIds()).not.toContain(validationId);
    expect(await wallTitles()).not.toContain(title);
    expect(await linesSettled('approvals.validation.rejected', toolId, 1)).toHaveLength(1);
    expect(await mailsArrived(mentioning(title), 0, 3_000)).toHaveLength(0);
    expect(await approvalBreaches(stack)).toEqual([]);
  }, 180_000);

  for (const step of ['delete.after-intent', 'delete.after-outbox', 'delete.after-tool']) {
    it(`delete two tools (one awaiting approval), the api killed at ${step}: both gone, the request withdrawn, one log line each`, async () => {
      const title = `Delete crash ${step}`;
      const plain = await liveTool(`${title} A`);
      const waiting = await liveTool(`${title} B`, { title: `${title} B v2` });
      await mailsArrived(mentioning(`${title} B v2`), admins);
      await clearMails();

      await crashAt(step, () => alice.put(`/api/deleteApps/${plain.toolId},${waiting.toolId}`, {}));

      expect(await until(async () => (await intentsLeft()) === 0)).toBe(true);
      for (const { toolId } of [plain, waiting]) {
        expect((await marc.get(`/api/getApp/${toolId}/true`)).status).toBe(404);
        expect(await linesSettled('tools.tool.deleted', toolId, 1)).toHaveLength(1);
      }
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
      await mailsArrived(mentioning(`${name} edited v2`), admins);
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
