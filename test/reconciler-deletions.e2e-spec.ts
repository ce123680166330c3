import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Types, type Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { ApprovalReconciler } from '../src/approvals/consistency/approval-reconciler';
import { Validation } from '../src/approvals/validation.schema';
import { categoryDeletionKey, CATEGORY_DELETION } from '../src/categories/commands/delete-category/category-deletion';
import { Category } from '../src/categories/category.schema';
import { MAIL_QUEUE } from '../src/mail/mail-message';
import { ChangeIntents } from '../src/platform/outbox/change-intents';
import { TOOL_DELETION, toolDeletionKey } from '../src/tools/editing/commands/delete-tools/tool-deletion';
import { Tool } from '../src/tools/tool.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenCategory } from './support/wall-fixtures';
import type { ApiClient } from './support/http-client';
import { clearMails, mails, waitForMail } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const domain = 'reconciler-deletions.test';

/**
 * The half-done states a crash leaves in reject, tool delete and category delete (written here as the
 * crash would leave them: each intent is what the api records before its first write), then the user's
 * second click or the worker's reconciler, and the state the uninterrupted change produces. The last
 * test prints what the reconciler repaired, for the record.
 */
describe('crash-safe reject and deletions: a second click or the reconciler finishes what a crash cut short', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  let validations: Model<Validation>;
  let categories: Model<Category>;
  let logs: Model<ActivityLog>;
  let intents: ChangeIntents;
  let reconciler: ApprovalReconciler;
  let marc: ApiClient, alice: ApiClient;
  const ids: Record<string, string> = {};
  let officeId: string;

  const settle = () => new Promise((r) => setTimeout(r, 1500));
  const alicePerson = () => ({ userId: ids['alice.admin'], fullname: 'Alice Admin' });
  const linesOf = (action: string, targetId: string) => logs.find({ action, 'target.id': targetId }).lean();
  const proposeEdit = async (title: string, categoryIds: string[] = [officeId]) => {
    const tool = await givenTool(app, title, { managers: [ids['marc.manager']], categories: [new Types.ObjectId(officeId)] });
    const res = await marc.put('/api/updateApp', {
      _id: String(tool._id),
      title: { en: `${title} v2`, fr: `${title} v2` },
      description: { en: 'new', fr: 'nouveau' },
      url: { en: 'https://v2.example/', fr: 'https://v2.example/' },
      categories: categoryIds,
      users: ['all'],
      managers: [ids['marc.manager']],
    });
    expect(res.body.has_pending_validation).toBe(true);
    const validation = await validations.findOne({ app: tool._id, status: 'pending' }).lean();
    return { toolId: String(tool._id), validationId: String(validation!._id) };
  };
  /** A crash right after "the decision is stored": the request rejected, the tool still waiting. */
  const storeRejectionOnly = (validationId: string) =>
    validations.updateOne({ _id: validationId }, { $set: { status: 'rejected', decided_by: { _id: ids['alice.admin'], fullname: 'Alice Admin' }, decided_time: new Date() } });
  /** A crash in a tool's deletion after its intent and `marked` (the tool marked deleted, its request left pending). */
  const halfDeleteTool = async (toolId: string, title: string, marked: boolean) => {
    await intents.record(toolDeletionKey(toolId), TOOL_DELETION, { tool: { toolId, title: { en: title } }, by: alicePerson() });
    if (marked) await tools.updateOne({ _id: toolId }, { $set: { deleted: true, has_pending_validation: false, pending_validation: null } });
  };
  /** A crash in a category's deletion after the category was removed, before its tools were cleaned. */
  const halfDeleteCategory = async (name: string, toolCount: number, toolIds: string[]) => {
    const category = await givenCategory(app, { en: name, fr: name });
    const categoryId = String(category._id);
    for (const toolId of toolIds) await tools.updateOne({ _id: toolId }, { $push: { categories: category._id } });
    await intents.record(categoryDeletionKey(categoryId), CATEGORY_DELETION, { category: { categoryId, name: { en: name } }, toolCount, toolIds, by: alicePerson() });
    await categories.deleteOne({ _id: category._id });
    return categoryId;
  };

  beforeAll(async () => {
    useDatabase('reconciler-deletions');
    process.env.MAIL_BACKOFF_MS = '50';
    app = await createTestApp();
    await app.get<Queue>(getQueueToken(MAIL_QUEUE)).drain(true);
    tools = app.get(getModelToken(Tool.name));
    validations = app.get(getModelToken(Validation.name));
    categories = app.get(getModelToken(Category.name));
    logs = app.get(getModelToken(ActivityLog.name));
    intents = app.get(ChangeIntents);
    const people = await givenUsers(
      app,
      { id_portal: 'marc.manager', firstname: 'Marc', lastname: 'Manager', email: `marc@${domain}`, language: 'en' },
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true, email: `alice@${domain}`, language: 'en' },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    officeId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
    worker = await createTestWorker();
    reconciler = worker.get(ApprovalReconciler);
    [marc, alice] = await Promise.all(['marc.manager', 'alice.admin'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });
  beforeEach(() => clearMails());

  it('finishes a rejection stored but not applied when the administrator clicks reject again, answering as the first click', async () => {
    const { toolId, validationId } = await proposeEdit('Reject twice');
    await storeRejectionOnly(validationId);

    const again = await alice.put(`/api/app-validation/${validationId}/reject`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Request rejected', mail_to_notify: `marc@${domain}` });
    const form = await marc.get(`/api/getApp/${toolId}/true`);
    expect(form.body.title.en).toBe('Reject twice');
    expect(form.body.has_pending_validation).toBe(false);
    await settle();
    expect(await linesOf('approvals.validation.rejected', toolId)).toHaveLength(1);
    expect((await alice.put(`/api/app-validation/${validationId}/reject`, {})).status).toBe(409);
    expect(await reconciler.findInconsistencies()).toEqual([]);
  });

  it('finishes a half-deleted tool when it is deleted again: the request withdrawn, one "deleted" line, the same answer', async () => {
    const { toolId, validationId } = await proposeEdit('Delete twice');
    await halfDeleteTool(toolId, 'Delete twice', true);
    expect((await reconciler.findInconsistencies()).map((p) => p.kind)).toEqual(['unfinished-tool-deletion']);

    const again = await alice.put(`/api/deleteApps/${toolId}`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ deleted: [toolId] });
    expect((await validations.findById(validationId).lean())?.status).toBe('withdrawn');
    expect((await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id)).not.toContain(validationId);
    await settle();
    expect(await linesOf('tools.tool.deleted', toolId)).toHaveLength(1);
    expect((await alice.put(`/api/deleteApps/${toolId}`, {})).status).toBe(404);
    expect(await reconciler.findInconsistencies()).toEqual([]);
  });

  it('finishes a half-deleted category when it is deleted again, with the first answer, and does not log it twice', async () => {
    const tool = await givenTool(app, 'In a half-deleted category', { categories: [new Types.ObjectId(officeId)] });
    const categoryId = await halfDeleteCategory('Half gone', 1, [String(tool._id)]);
    expect((await alice.get(`/api/admin/categories/${categoryId}`)).status).toBe(404);

    const again = await alice.delete(`/api/admin/categories/${categoryId}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ _id: categoryId, id: categoryId, tools: 1 });
    expect((await tools.findById(tool._id).lean())?.categories.map(String)).toEqual([officeId]);
    await settle();
    expect(await linesOf('categories.category.deleted', categoryId)).toHaveLength(1);
    expect((await alice.delete(`/api/admin/categories/${categoryId}`)).status).toBe(404);
    expect(await reconciler.findInconsistencies()).toEqual([]);
  });

  it('lets the reconciler finish each half-done reject and deletion, logging every repair once (printed for the record)', async () => {
    const rejected = await proposeEdit('Rejected, tool still waiting');
    await storeRejectionOnly(rejected.validationId);
    const marked = await proposeEdit('Deleted, request still pending');
    await halfDeleteTool(marked.toolId, 'Deleted, request still pending', true);
    const intended = await givenTool(app, 'Deletion recorded only');
    await halfDeleteTool(String(intended._id), 'Deletion recorded only', false);
    const proposing = await proposeEdit('Proposes a deleted category');
    const stale = await givenTool(app, 'Still names a deleted category', { categories: [new Types.ObjectId(officeId)] });
    const categoryId = await halfDeleteCategory('Removed, still named', 1, [String(stale._id)]);
    await validations.updateOne({ _id: proposing.validationId }, { $push: { 'changed.categories': categoryId } });
    await settle();
    await clearMails();

    const found = (await reconciler.findInconsistencies()).map((p) => p.kind).sort();
    expect(found).toEqual(['decision-not-applied', 'unfinished-category-deletion', 'unfinished-tool-deletion', 'unfinished-tool-deletion']);
    const repaired = await reconciler.reconcile(0);
    expect(repaired.map((p) => p.kind).sort()).toEqual(found);
    expect(await reconciler.findInconsistencies()).toEqual([]);
    expect(await reconciler.reconcile(0)).toEqual([]);

    // The state the uninterrupted changes produce.
    expect((await tools.findById(rejected.toolId).lean())).toMatchObject({ has_pending_validation: false, title: { en: 'Rejected, tool still waiting' } });
    expect((await tools.findById(marked.toolId).lean())?.deleted).toBe(true);
    expect((await validations.findById(marked.validationId).lean())?.status).toBe('withdrawn');
    expect((await tools.findById(intended._id).lean())?.deleted).toBe(true);
    expect((await tools.findById(stale._id).lean())?.categories.map(String)).toEqual([officeId]);
    expect(((await validations.findById(proposing.validationId).lean())?.changed as { categories: string[] }).categories.map(String)).toEqual([officeId]);
    const pending = (await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);
    expect(pending).toEqual(expect.arrayContaining([proposing.validationId]));
    expect(pending).not.toContain(rejected.validationId);
    expect(pending).not.toContain(marked.validationId);
    expect(await intents.olderThan(TOOL_DELETION, new Date())).toEqual([]);

    await settle();
    const repairs = await logs.find({ action: 'system.consistency.repaired' }).sort({ _id: 1 }).lean();
    expect(repairs).toHaveLength(4);
    expect(repairs.find((line) => line.target?.id === categoryId)?.message).toBe('The reconciler finished the deletion of the category by Alice Admin (category "Removed, still named")');
    expect(repairs.find((line) => line.target?.id === marked.toolId)?.message).toBe('The reconciler finished the deletion of the tool by Alice Admin (tool "Deleted, request still pending")');
    expect(await linesOf('tools.tool.deleted', marked.toolId)).toHaveLength(1);
    expect(await linesOf('tools.tool.deleted', String(intended._id))).toHaveLength(1);
    expect(await linesOf('categories.category.deleted', categoryId)).toHaveLength(1);
    expect(await linesOf('approvals.validation.rejected', rejected.toolId)).toHaveLength(1);
    // The finished rejection mails its editor once; a deletion mails nobody.
    await waitForMail((mail) => mail.subject === 'Your request was not approved: Rejected, tool still waiting v2');
    expect((await mails()).map((mail) => [mail.to.join(), mail.subject])).toEqual([
      [expect.stringMatching(/^marc@/), 'Your request was not approved: Rejected, tool still waiting v2'],
    ]);
    // For the closing note of issue 11: what the reconciler repaired.
    console.log(['The reconciler repaired:', ...repaired.map((p) => `  ${p.kind} ${p.toolId}`), 'and logged:', ...repairs.map((line) => `  ${line.message}`)].join('\n'));
  });
});
