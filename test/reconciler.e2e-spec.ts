import { CommandBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { requestOf } from '../src/approvals/workflow/validation-request.saga';
import { ToolEditedEvent } from '../src/tools/tools.public';
import { metricsRegistry } from '../src/platform/metrics/metrics';
import { startApprovalStage, settle, type ApprovalStage } from './support/approval-stage';
import { givenTool } from './support/catalogue-fixtures';
import { clearMails, mails } from './support/mail-sink';
import { sampleOf } from './support/prometheus-text';

const domain = 'reconciler.test';

/**
 * The half-done states a crash leaves between the steps of a change (written here as the crash would
 * leave them), then either the user's second click or the worker's reconciler, and the state the
 * uninterrupted change produces: the tool form, the pending list, the mails, and no inconsistency left.
 */
describe('crash-safe approvals: a stored decision is finished, a half-done request is completed or undone', () => {
  let stage: ApprovalStage;
  const mailsAbout = async (title: string, to?: string) => (await mails()).filter((mail) => mail.subject.includes(title) && (!to || mail.to.includes(to)));

  beforeAll(async () => {
    stage = await startApprovalStage('reconciler', domain);
  });
  afterAll(() => stage.close());
  beforeEach(() => clearMails());

  it('finishes an approval stored but not applied when the administrator clicks again, instead of "already approved"', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Second click');
    await stage.storeDecisionOnly(validationId, 'accepted');
    expect((await stage.reconciler.findInconsistencies()).map((p) => p.kind)).toContain('decision-not-applied');

    const again = await stage.alice.put(`/api/app-validation/${validationId}/accept`, {});
    expect(again.status).toBe(200);
    const form = await stage.marc.get(`/api/getApp/${toolId}/true`);
    expect(form.body.title.en).toBe('Second click v2');
    expect(form.body.has_pending_validation).toBe(false);
    await settle();
    expect(await mailsAbout('Second click v2', `marc@${domain}`)).toHaveLength(1);
    // Once applied, a third click is told the truth.
    expect((await stage.alice.put(`/api/app-validation/${validationId}/accept`, {})).status).toBe(409);
  });

  it('lets the reconciler finish an approval stored but not applied, logging the repair and mailing the editor once', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Left half-done');
    await stage.storeDecisionOnly(validationId, 'accepted');
    const repairsCounted = async () => sampleOf(await metricsRegistry.getSingleMetricAsString('portal_reconciler_repairs_total'), 'portal_reconciler_repairs_total', { kind: 'decision-not-applied' }) ?? 0;
    const countedBefore = await repairsCounted();

    const repaired = await stage.reconciler.reconcile(0);
    expect(repaired.map((p) => p.kind)).toEqual(['decision-not-applied']);
    // The operator's metric counts it (docs/operations.md, "Metrics").
    expect((await repairsCounted()) - countedBefore).toBe(1);
    expect(await stage.reconciler.findInconsistencies()).toEqual([]);
    const tool = await stage.tools.findById(toolId).lean();
    expect(tool?.title.en).toBe('Left half-done v2');
    expect(tool?.has_pending_validation).toBe(false);
    expect((await stage.alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id)).not.toContain(validationId);
    await settle();
    expect(await mailsAbout('Left half-done v2', `marc@${domain}`)).toHaveLength(1);
    const line = await stage.logs.findOne({ action: 'system.consistency.repaired', 'target.id': toolId }).lean();
    expect(line?.message).toContain('finished the approval');
    // A second run has nothing left to do.
    expect(await stage.reconciler.reconcile(0)).toEqual([]);
  });

  it('withdraws a second pending request for the same tool, keeping the one the tool waits for, and logs it', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Two requests');
    // What two edits crossing while a crashed one was being finished leave: a second pending request.
    const kept = await stage.validations.findById(validationId).lean();
    const second = new Types.ObjectId();
    await stage.validations.collection.insertOne({ ...kept, _id: second, created_time: new Date(Date.now() - 60_000) });
    expect((await stage.reconciler.findInconsistencies()).map((p) => [p.kind, p.validationId])).toEqual([['second-request', String(second)]]);

    const repaired = await stage.reconciler.reconcile(0);
    expect(repaired.map((p) => p.kind)).toEqual(['second-request']);
    expect(await stage.reconciler.findInconsistencies()).toEqual([]);
    const pending = (await stage.alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id);
    expect(pending).toContain(validationId);
    expect(pending).not.toContain(String(second));
    expect((await stage.marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation).toBe(true);
    const line = await stage.logs.findOne({ action: 'system.consistency.repaired', 'target.id': toolId }).lean();
    expect(line?.message).toContain('withdrew a second request');
  });

  it('opens no second request for an edit answered with an error whose intent outlived it, once the retry opened one', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Failed then retried');
    await settle();
    const mailsBefore = (await mailsAbout('Failed then retried v2', `alice@${domain}`)).length;
    // The first save's intent, left in the outbox when its answer was a 503 (the database failed before the
    // flag, and before its intent could be discarded): the relay delivers it after the retry's request.
    const stale = new ToolEditedEvent({ toolId, title: { en: 'Failed then retried v2' } }, { userId: stage.ids['marc.manager'], fullname: 'Marc Manager' }, String(new Types.ObjectId()), ['title'], { title: { en: 'Failed then retried v2' } });
    await stage.worker.get(CommandBus).execute(requestOf(stale)!);

    expect(await stage.validations.countDocuments({ app: new Types.ObjectId(toolId), status: 'pending' })).toBe(1);
    expect((await stage.marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation).toBe(true);
    expect((await stage.tools.findById(toolId).lean())?.pending_validation?.validation).toBe(validationId);
    await settle();
    expect((await mailsAbout('Failed then retried v2', `alice@${domain}`)).length).toBe(mailsBefore);
    expect(await stage.reconciler.findInconsistencies()).toEqual([]);
  });

  it('finishes a rejection stored but not applied: the edit is dropped and the tool editable again', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Rejected half-way');
    await stage.storeDecisionOnly(validationId, 'rejected');
    expect((await stage.reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['decision-not-applied']);
    const tool = await stage.tools.findById(toolId).lean();
    expect(tool?.title.en).toBe('Rejected half-way');
    expect(tool?.has_pending_validation).toBe(false);
  });

  it('completes an edit request stored before its tool was marked: the tool waits for it, one request mail', async () => {
    const { toolId, validationId } = await stage.proposeEdit('Request only');
    await settle();
    const before = (await mailsAbout('Request only v2', `alice@${domain}`)).length;
    // What a crash right after "the request is stored" leaves: the tool is not marked pending.
    await stage.tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: false, pending_validation: null } });
    expect((await stage.reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['request-without-flag']);
    const tool = await stage.tools.findById(toolId).lean();
    expect(tool?.has_pending_validation).toBe(true);
    expect(tool?.pending_validation?.validation).toBe(validationId);
    expect((await stage.alice.get('/api/app-validation/pending')).body.map((v: { _id: string }) => v._id)).toContain(validationId);
    await settle();
    expect((await mailsAbout('Request only v2', `alice@${domain}`)).length).toBe(before);
    expect(before).toBe(1);
  });

  it('undoes a pending mark whose request was never stored, and removes an unpublished creation without request', async () => {
    const marked = await givenTool(stage.app, 'Marked only', { has_pending_validation: true, pending_validation: { user: stage.ids['marc.manager'], edited_by_self: true } });
    const orphan = await givenTool(stage.app, 'Orphan creation', { is_published: false });
    const kinds = (await stage.reconciler.reconcile(0)).map((p) => p.kind).sort();
    expect(kinds).toEqual(['flag-without-request', 'unpublished-creation-without-request']);
    expect((await stage.tools.findById(marked._id).lean())?.has_pending_validation).toBe(false);
    expect((await stage.tools.findById(orphan._id).lean())?.deleted).toBe(true);
  });

  it('removes a deleted category from the tools that still name it', async () => {
    const gone = new Types.ObjectId();
    const tool = await givenTool(stage.app, 'Stale category', { categories: [new Types.ObjectId(stage.officeId), gone] });
    expect((await stage.reconciler.reconcile(0)).map((p) => p.kind)).toEqual(['deleted-category-still-referenced']);
    expect((await stage.tools.findById(tool._id).lean())?.categories.map(String)).toEqual([stage.officeId]);
  });
});
