import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Types, type Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { ApprovalReconciler } from '../src/approvals/consistency/approval-reconciler';
import { Validation } from '../src/approvals/validation.schema';
import { MAIL_QUEUE } from '../src/mail/mail-message';
import { metricsRegistry } from '../src/platform/metrics/metrics';
import { Tool } from '../src/tools/tool.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenCategory } from './support/wall-fixtures';
import type { ApiClient } from './support/http-client';
import { clearMails, mails } from './support/mail-sink';
import { sampleOf } from './support/prometheus-text';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const domain = 'reconciler.test';

/**
 * The half-done states a crash leaves between the steps of a change (written here as the crash would
 * leave them), then either the user's second click or the worker's reconciler, and the state the
 * uninterrupted change produces: the tool form, the pending list, the mails, and no inconsistency left.
 */
describe('crash-safe approvals: a stored decision is finished, a half-done request is completed or undone', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  let validations: Model<Validation>;
  let logs: Model<ActivityLog>;
  let reconciler: ApprovalReconciler;
  let marc: ApiClient, alice: ApiClient;
  const ids: Record<string, string> = {};
  let categoryId: string;

  const mailsAbout = async (title: string, to?: string) => (await mails()).filter((mail) => mail.subject.includes(title) && (!to || mail.to.includes(to)));
  const settle = () => new Promise((r) => setTimeout(r, 1500));
  const proposeEdit = async (title: string) => {
    const tool = await givenTool(app, title, { managers: [ids['marc.manager']], categories: [new Types.ObjectId(categoryId)] });
    const res = await marc.put('/api/updateApp', {
      _id: String(tool._id),
      title: { en: `${title} v2`, fr: `${title} v2` },
      description: { en: 'new', fr: 'nouveau' },
      url: { en: 'https://v2.example/', fr: 'https://v2.example/' },
      categories: [categoryId],
      users: ['all'],
      managers: [ids['marc.manager']],
    });
    expect(res.body.has_pending_validation).toBe(true);
    const validation = await validations.findOne({ app: tool._id, status: 'pending' }).lean();
    return { toolId: String(tool._id), validationId: String(validation!._id) };
  };
  /** What a crash right after "the decision is stored" leaves: the request accepted, the tool untouched. */
  const storeDecisionOnly = (validationId: string, status: 'accepted' | 'rejected') =>
    validations.updateOne({ _id: validationId }, { $set: { status, decided_by: { _id: ids['alice.admin'], fullname: 'Alice Admin' }, decided_time: new Date() } });

  beforeAll(async () => {
    useDatabase('reconciler');
    process.env.MAIL_BACKOFF_MS = '50';
    app = await createTestApp();
    await app.get<Queue>(getQueueToken(MAIL_QUEUE)).drain(true);
    tools = app.get(getModelToken(Tool.name));
    validations = app.get(getModelToken(Validation.name));
    logs = app.get(getModelToken(ActivityLog.name));
    const people = await givenUsers(
      app,
      { id_portal: 'marc.manager', firstname: 'Marc', lastname: 'Manager', email: `marc@${domain}`, language: 'en' },
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true, email: `alice@${domain}`, language: 'en' },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    categoryId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
    worker = await createTestWorker();
    reconciler = worker.get(ApprovalReconciler);
    [marc, alice] = await Promise.all(['marc.manager', 'alice.admin'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });
  beforeEach(() => clearMails());

  it('finishes an approval stored but not applied when the administrator clicks again, instead of "already approved"', async () => {
    const { toolId, validationId } = await proposeEdit('Second click');
    await storeDecisionOnly(validationId, 'accepted');
    expect((await reconciler.findInconsistencies()).map((p) => p.kind)).toContain('decision-not-applied');

    const again = await alice.put(`/api/app-validation/${validationId}/accept`, {});
    expect(again.status).toBe(200);
    const form = await marc.get(`/api/getApp/${toolId}/true`);
    expect(form.body.title.en).toBe('Second click v2');
    expect(form.body.has_pending_validation).toBe(false);
    await settle();
    expect(await mailsAbout('Second click v2', `marc@${domain}`)).toHaveLength(1);
    // Once applied, a third click is told the truth.
    expect((await alice.put(`/api/app-validation/${validationId}/accept`, {})).status).toBe(409);
  });

  it('lets the reconciler finish an approval stored but not applied, logging the repair and mailing the editor once', async () => {
    const { toolId, validationId } = await proposeEdit('Left half-done');
    await storeDecisionOnly(validationId, 'accepted');
    const repairsCounted = async () => sampleOf(await metricsRegistry.getSingleMetricAsString('portal_reconciler_repairs_total'), 'portal_reconciler_repairs_total', { kind: 'decision-not-applied' }) ?? 0;
    const countedBefore = await repairsCounted();

    const repaired = await reconciler.reconcile(0);
    expect(repaired.map((p) => p.kind)).toEqual(['decision-not-applied']);
    // The operator's metric counts it (docs/operations.md, "Metrics").
    expect((await repairsCounted()) - countedBefore).toBe(1);
    expect(await reconciler.findInconsistencies()).toEqual([]);
    const tool = await tools.findById(toolId).lean();
    expect(tool?.title.en).toBe('Left half-done v2');
    expect(tool?.has_pending_validation).toBe(false);
    expect((await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id)).not.toContain(validationId);
    await settle();
    expect(await mailsAbout('Left half-done v2', `marc@${domain}`)).toHaveLength(1);
    const line = await logs.findOne({ action: 'system.consistency.repaired', 'target.id': toolId }).lean();
    expect(line?.message).toContain('finished the approval');
    // A second run has nothing left to do.
    expect(await reconciler.reconcile(0)).toEqual([]);
  });

  it('withdraws a second pending request for the same tool, keeping the one the tool waits for, and logs it', async () => {
    const { toolId, validationId } = await proposeEdit('Two requests');
    // What two edits crossing while a crashed one was being finished leave: a second pending request.
    const kept = await validations.findById(validationId).lean();
    const second = new Types.ObjectId();
    await validations.collection.insertOne({ ...kept, _id: second, created_time: new Date(Date.now() - 60_000) });
    expect((await reconciler.findInconsistencies()).map((p) => [p.kind, p.validationId])).toEqual([['second-request', String(second)]]);

    const repaired = await reconciler.reconcile(0);
    expect(repaired.map((p) => p.kind)).toEqual(['second-request']);
    expect(await reconciler.findInconsistencies()).toEqual([]);
    const pending = (await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);
    expect(pending).toContain(validationId);
    expect(pending).not.toContain(String(second));
    expect((await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation).toBe(true);
    const line = await logs.findOne({ action: 'system.consistency.repaired', 'target.id': toolId }).lean();
    expect(line?.message).toContain('withdrew a second request');
  });

  it('finishes a rejection stored but not applied: the edit is dropped and the tool editable again', async () => {
    const { toolId, validationId } = await proposeEdit('Rejected half-way');
    await storeDecisionOnly(validationId, 'rejected');
    expect((await reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['decision-not-applied']);
    const tool = await tools.findById(toolId).lean();
    expect(tool?.title.en).toBe('Rejected half-way');
    expect(tool?.has_pending_validation).toBe(false);
  });

  it('completes an edit request stored before its tool was marked: the tool waits for it, one request mail', async () => {
    const { toolId, validationId } = await proposeEdit('Request only');
    await settle();
    const before = (await mailsAbout('Request only v2', `alice@${domain}`)).length;
    // What a crash right after "the request is stored" leaves: the tool is not marked pending.
    await tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: false, pending_validation: null } });
    expect((await reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['request-without-flag']);
    const tool = await tools.findById(toolId).lean();
    expect(tool?.has_pending_validation).toBe(true);
    expect(tool?.pending_validation?.validation).toBe(validationId);
    expect((await alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id)).toContain(validationId);
    await settle();
    expect((await mailsAbout('Request only v2', `alice@${domain}`)).length).toBe(before);
    expect(before).toBe(1);
  });

  it('undoes a pending mark whose request was never stored, and removes an unpublished creation without request', async () => {
    const marked = await givenTool(app, 'Marked only', { has_pending_validation: true, pending_validation: { user: ids['marc.manager'], edited_by_self: true } });
    const orphan = await givenTool(app, 'Orphan creation', { is_published: false });
    const kinds = (await reconciler.reconcile(0)).map((p) => p.kind).sort();
    expect(kinds).toEqual(['flag-without-request', 'unpublished-creation-without-request']);
    expect((await tools.findById(marked._id).lean())?.has_pending_validation).toBe(false);
    expect((await tools.findById(orphan._id).lean())?.deleted).toBe(true);
  });

  it('removes a deleted category from the tools that still name it', async () => {
    const gone = new Types.ObjectId();
    const tool = await givenTool(app, 'Stale category', { categories: [new Types.ObjectId(categoryId), gone] });
    expect((await reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['deleted-category-still-referenced']);
    expect((await tools.findById(tool._id).lean())?.categories.map(String)).toEqual([categoryId]);
  });
});
