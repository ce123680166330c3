import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Model } from 'mongoose';
import { AccessRequest } from '../src/access-requests/access-request.schema';
import { AccessReconciler } from '../src/access-requests/consistency/access-reconciler';
import { UnappliedDecisions } from '../src/access-requests/consistency/unapplied-decisions';
import { ACCESS_CLOCK, type AccessClock } from '../src/access-requests/grants/access-clock';
import { AccessGrantExpiryJob } from '../src/access-requests/grants/access-grant-expiry.job';
import { GrantWriters } from '../src/access-requests/grants/grant-writers';
import { AccessGrantsEndedEvent } from '../src/access-requests/events/access-events';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { RecordActivityHandler } from '../src/activity/lines/record-activity.handler';
import { Outbox } from '../src/platform/outbox/outbox';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Tool } from '../src/tools/tool.schema';
import { WorkerModule } from '../src/worker.module';
import { givenTool, toolsChanged } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import type { ApiClient } from './support/http-client';
import { clearMails, mails, waitForMail } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Access requests on the real services (issue 35): a requestable private tool, a request and its bad
 * inputs, one decision of two at once, the grant on the wall, the warning mail and the end by the
 * worker's job on a clock the test moves, a hand-added viewer kept, a group's first member settling, and
 * a tool that stops being requestable withdrawing its waiting requests.
 */
describe('access requests', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  let alice: ApiClient, marc: ApiClient, emma: ApiClient, paul: ApiClient, gina: ApiClient;
  const ids: Record<string, string> = {};
  let vault: string, handbook: string, lab: string;
  let offsetMs = 0;
  const clock: AccessClock = { now: () => new Date(Date.now() + offsetMs) };
  const wall = async (client: ApiClient, login: string) => ((await client.post(`/api/getApps/null/H-${login}/10/100/true/true/false/false`, {})).body as { _id: string }[]).map((tool) => tool._id);
  const job = () => worker.get(AccessGrantExpiryJob);

  beforeAll(async () => {
    useDatabase('access_requests');
    app = await createTestApp();
    worker = (await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(ACCESS_CLOCK).useValue(clock).compile()).createNestApplication({ logger: false });
    await worker.init();
    tools = app.get(getModelToken(Tool.name));
    const [approvers] = await givenGroups(app, { title: 'Lab approvers' });
    const people = await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true, email: 'alice@example.com' },
      { id_portal: 'marc.manager', email: 'marc@example.com' },
      { id_portal: 'emma.employee', email: 'emma@example.com', language: 'fr' },
      { id_portal: 'paul.peer', email: 'paul@example.com' },
      { id_portal: 'gina.group', email: 'gina@example.com', services: [approvers.guid] },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    vault = String((await givenTool(app, 'Payroll vault', { users: [ids['paul.peer']], managers: [ids['marc.manager']] }))._id);
    handbook = String((await givenTool(app, 'Handbook'))._id);
    lab = String((await givenTool(app, 'Lab bench', { users: [], managers: [ids['marc.manager']] }))._id);
    [alice, marc, emma, paul, gina] = await Promise.all(['alice.admin', 'marc.manager', 'emma.employee', 'paul.peer', 'gina.group'].map((login) => signIn(app.getHttpServer(), login)));
    await clearMails();
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
  });

  it('lets a tool’s manager make a private tool requestable, and nobody else', async () => {
    const policy = { requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: 'Which team are you in?' };
    expect((await emma.put(`/api/access-requests/tools/${vault}/policy`, policy)).status).toBe(404);
    expect((await paul.put(`/api/access-requests/tools/${vault}/policy`, policy)).status).toBe(403);
    const publicTool = await alice.put(`/api/access-requests/tools/${handbook}/policy`, policy);
    expect({ status: publicTool.status, code: publicTool.body.error?.code }).toEqual({ status: 400, code: 'ACCESS_POLICY.NOT_PRIVATE' });
    const saved = await marc.put(`/api/access-requests/tools/${vault}/policy`, policy);
    expect({ status: saved.status, body: saved.body }).toMatchObject({ status: 200, body: { requestable: true, maxDays: 30 } });
    expect((await marc.get(`/api/access-requests/tools/${vault}/policy`)).body).toMatchObject({ question: 'Which team are you in?' });
  });

  it('shows emma the requestable tool without its address, refuses bad requests, and keeps one open request', async () => {
    const found = (await emma.get('/api/access-requests/requestable')).body as Record<string, unknown>[];
    expect(found).toEqual([expect.objectContaining({ toolId: vault, title: 'Payroll vault', managers: ['marc Tester'], maxDays: 30, openRequestId: null })]);
    expect(JSON.stringify(found)).not.toContain('example/');
    expect((await paul.get('/api/access-requests/requestable')).body).toEqual([]); // paul already sees it

    const refusals = [
      [{ reason: '  ', answer: 'Finance', days: 10 }, 'ACCESS_REQUEST.REASON_REQUIRED'],
      [{ reason: 'x'.repeat(401), answer: 'Finance', days: 10 }, 'ACCESS_REQUEST.REASON_TOO_LONG'],
      [{ reason: 'Audit', answer: 'Finance', days: 31 }, 'ACCESS_REQUEST.DURATION_TOO_LONG'],
      [{ reason: 'Audit', days: 10 }, 'ACCESS_REQUEST.ANSWER_REQUIRED'],
    ] as const;
    for (const [body, code] of refusals) {
      const res = await emma.post(`/api/access-requests/tools/${vault}`, body);
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 400, code });
    }
    expect((await emma.get('/api/access-requests/mine')).body).toEqual([]);
    expect((await emma.post(`/api/access-requests/tools/${handbook}`, { reason: 'x', days: 1 })).status).toBe(404);

    const asked = await emma.post(`/api/access-requests/tools/${vault}`, { reason: 'Quarterly audit', answer: 'Finance', days: 30 });
    expect({ status: asked.status, body: asked.body }).toMatchObject({ status: 201, body: { state: 'waiting', days: 30 } });
    const again = await emma.post(`/api/access-requests/tools/${vault}`, { reason: 'Again', answer: 'Finance', days: 5 });
    expect({ status: again.status, code: again.body.error?.code, open: again.body.violations?.request?.params?.requestId }).toEqual({ status: 409, code: 'ACCESS_REQUEST.ALREADY_OPEN', open: asked.body.id });
    const mail = await waitForMail((m) => m.to.includes('marc@example.com') && m.subject.includes('Payroll vault'));
    expect(mail.subject).toBe('Access request: Payroll vault');
    ids.request = asked.body.id;
  });

  it('lets exactly one approver decide, never the requester nor a non-approver, and grants the tool', async () => {
    expect((await emma.put(`/api/access-requests/${ids.request}/approve`, {})).body.error?.code).toBe('ACCESS_REQUEST.OWN_REQUEST');
    const stranger = await paul.put(`/api/access-requests/${ids.request}/approve`, {});
    expect({ status: stranger.status, code: stranger.body.error?.code }).toEqual({ status: 403, code: 'ACCESS_REQUEST.NOT_APPROVER' });
    expect((await marc.put(`/api/access-requests/${ids.request}/refuse`, { reason: '' })).body.error?.code).toBe('ACCESS_REQUEST.REFUSAL_REASON_REQUIRED');
    expect((await marc.get('/api/access-requests/to-decide')).body).toMatchObject({ total: 1, items: [{ id: ids.request, requester: { fullname: 'emma Tester' } }] });
    expect((await marc.get(`/api/access-requests/to-decide?toolId=${vault}`)).body).toMatchObject({ total: 1, items: [{ id: ids.request }] });
    expect((await marc.get(`/api/access-requests/to-decide?toolId=${lab}`)).body).toEqual({ total: 0, items: [] });
    expect((await marc.get('/api/access-requests/to-decide?toolId=nope')).status).toBe(400);
    expect((await emma.get('/api/access-requests/to-decide')).body).toEqual({ total: 0, items: [] }); // never one's own

    // Two approvers at once: one decision wins, the other is told it is decided.
    const answers = await Promise.all([marc.put(`/api/access-requests/${ids.request}/approve`, {}), alice.put(`/api/access-requests/${ids.request}/approve`, {})]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.error.code).toBe('ACCESS_REQUEST.ALREADY_DECIDED');
    expect(answers.find((res) => res.status === 200)!.body).toMatchObject({ state: 'granted', days: 30 });
    expect((await marc.put(`/api/access-requests/${ids.request}/refuse`, { reason: 'Too late' })).status).toBe(409);
    expect(await wall(emma, 'emma.employee')).toContain(vault);
    expect((await marc.get('/api/access-requests/to-decide')).body).toEqual({ total: 0, items: [] });
    expect((await tools.findById(vault).lean())!.granted_viewers).toEqual([ids['emma.employee']]);
    const granted = await waitForMail((m) => m.to.includes('emma@example.com') && m.subject.startsWith('Accès accordé'));
    expect(granted.subject).toBe('Accès accordé : Payroll vault');
  });

  it('warns seven days before the end once, ends the grant on time and never removes a viewer added by hand', async () => {
    expect((await emma.get('/api/access-requests/mine')).body).toMatchObject([{ state: 'granted' }]);
    await tools.updateOne({ _id: vault }, { $addToSet: { users: ids['gina.group'] } }); // gina: a viewer added by hand
    toolsChanged(app, vault);
    offsetMs = 24 * DAY_MS;
    expect(await job().run()).toMatchObject({ warned: 1, ended: 0 });
    expect(await job().run()).toMatchObject({ warned: 0, ended: 0 });
    await waitForMail((m) => m.to.includes('emma@example.com') && m.subject.startsWith('Votre accès prend bientôt fin'));
    offsetMs = 31 * DAY_MS;
    expect(await job().run()).toMatchObject({ ended: 1 });
    expect(await wall(emma, 'emma.employee')).not.toContain(vault);
    const stored = (await tools.findById(vault).lean())!;
    expect(stored.users).toEqual(expect.arrayContaining([ids['paul.peer'], ids['gina.group']]));
    expect(stored.users).not.toContain(ids['emma.employee']);
    expect((await emma.get('/api/access-requests/mine')).body).toMatchObject([{ state: 'expired' }]);
    // The decision delivered again after the end (as the reconciler or the relay do after a crash) leaves her out.
    const requests = app.get<Model<AccessRequest>>(getModelToken(AccessRequest.name));
    // The job left the request as decided (granted): "My requests" read its grant, ended.
    const { _id: endedId } = (await requests.findOne({ tool_id: vault, 'requester._id': ids['emma.employee'], status: 'granted' }, { _id: 1 }).lean())!;
    // As the decide command does: filed among the unapplied decisions, then stored.
    await worker.get(UnappliedDecisions).file(String(endedId));
    await requests.updateOne({ _id: endedId }, { $set: { applied: false } });
    expect(await worker.get(AccessReconciler).finishDecisions(0)).toBeGreaterThanOrEqual(1);
    expect((await tools.findById(vault).lean())!.users).not.toContain(ids['emma.employee']);
    expect(await wall(emma, 'emma.employee')).not.toContain(vault);
    expect((await emma.get('/api/access-requests/mine')).body).toMatchObject([{ id: String(endedId), state: 'expired' }]);
    const warnings = (await mails()).filter((m) => m.to.includes('emma@example.com') && m.subject.startsWith('Votre accès prend bientôt fin'));
    expect(warnings).toHaveLength(1);
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    let actions: string[] = [];
    for (let tries = 0; tries < 50 && !actions.includes('access.grant.ended'); tries++) {
      actions = (await logs.find({ action: /^access\./ }).lean()).map((line) => line.action);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(actions).toEqual(expect.arrayContaining(['access.request.created', 'access.request.granted', 'access.grant.ended']));
    offsetMs = 0;
  });

  it('grants directly with an end, lists the tool’s grants to its editors, lets the holder ask for more time, and keeps an extended grant past its first end', async () => {
    const firstEnd = new Date(Date.now() + 5 * DAY_MS);
    const direct = await alice.post(`/api/access-requests/tools/${vault}/grants`, { userId: ids['emma.employee'], endsAt: firstEnd.toISOString() });
    expect(direct.body).toMatchObject({ state: 'granted', endsAt: firstEnd.toISOString() });
    expect(await wall(emma, 'emma.employee')).toContain(vault);
    expect((await paul.post(`/api/access-requests/tools/${vault}`, { reason: 'More', answer: 'Finance', days: 5 })).body.error?.code).toBe('ACCESS_REQUEST.ALREADY_VIEWER');

    const asked = await emma.post(`/api/access-requests/tools/${vault}`, { reason: 'Audit runs late', answer: 'Finance', days: 10 });
    expect({ status: asked.status, body: asked.body }).toMatchObject({ status: 201, body: { state: 'waiting', extension: true } });
    // An approver may grant fewer days than asked, never more; a refused approval changes nothing.
    for (const [days, code] of [[11, 'ACCESS_REQUEST.DURATION_OVER_ASKED'], [0, 'ACCESS_REQUEST.DURATION_INVALID']] as const) {
      const refused = await marc.put(`/api/access-requests/${asked.body.id}/approve`, { days });
      expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 400, code });
    }
    expect((await emma.get('/api/access-requests/mine')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: asked.body.id, state: 'waiting' })]));
    const approved = await marc.put(`/api/access-requests/${asked.body.id}/approve`, { days: 4 });
    const extendedEnd = new Date(firstEnd.getTime() + 4 * DAY_MS).toISOString();
    expect(approved.body).toMatchObject({ state: 'granted', endsAt: extendedEnd });
    expect((await emma.get('/api/access-requests/mine')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: asked.body.id, endsAt: extendedEnd })]));
    // The tool's editors see its grants with their ends; a viewer by hand (paul) has none; viewers may not read them.
    const grantsOfVault = `/api/access-requests/tools/${vault}/grants`;
    expect((await marc.get(grantsOfVault)).body).toEqual([{ userId: ids['emma.employee'], fullname: 'emma Tester', endsAt: extendedEnd }]);
    expect((await paul.get(grantsOfVault)).status).toBe(403);
    expect((await emma.get(grantsOfVault)).status).toBe(403);

    offsetMs = 6 * DAY_MS; // past the first end (5 days), before the extended one (9): the grant stays
    expect(await job().run()).toMatchObject({ ended: 0 });
    expect(await wall(emma, 'emma.employee')).toContain(vault);
    offsetMs = 16 * DAY_MS;
    // A writer of the grant is under way (a decision being applied): the job leaves the grant to a later pass.
    const grantId = `${vault}:${ids['emma.employee']}`;
    let entered!: () => void;
    let finish!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const writing = worker.get(GrantWriters).write(grantId, () => {
      entered();
      return new Promise<void>((done) => (finish = done));
    });
    await inside;
    expect(await job().run()).toMatchObject({ ended: 0 });
    expect(await wall(emma, 'emma.employee')).toContain(vault);
    finish();
    await writing;
    expect(await job().run()).toMatchObject({ ended: 1 });
    expect(await wall(emma, 'emma.employee')).not.toContain(vault);
    expect((await emma.get('/api/access-requests/mine')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: asked.body.id, state: 'expired' })]));
    expect((await alice.get(grantsOfVault)).body).toEqual([]);
    // Asked again after the end and granted: the same grant runs from the new request; the earlier ones stay expired.
    const again = await emma.post(`/api/access-requests/tools/${vault}`, { reason: 'Next quarter', answer: 'Finance', days: 3 });
    expect({ status: again.status, extension: again.body.extension }).toEqual({ status: 201, extension: false });
    expect((await marc.put(`/api/access-requests/${again.body.id}/approve`, {})).body).toMatchObject({ state: 'granted' });
    const states = new Map(((await emma.get('/api/access-requests/mine')).body as { id: string; state: string }[]).map(({ id, state }) => [id, state]));
    expect(states.get(again.body.id)).toBe('granted');
    expect(states.get(asked.body.id)).toBe('expired');
    expect([...states.values()].filter((state) => state === 'granted')).toHaveLength(1);
    expect(await wall(emma, 'emma.employee')).toContain(vault);
    // The batch's ends told again by another event (a pass cut short stages its batch again): one line a grant's end.
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    // (The grant's first end, in the test above, has its own line.)
    const endedLines = () => logs.countDocuments({ action: 'access.grant.ended', 'details.grantId': grantId, created_time: new Date(extendedEnd) });
    for (let tries = 0; tries < 50 && (await endedLines()) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    const outbox = worker.get(Outbox);
    const told = { grantId, tool: { toolId: vault, title: { en: 'Payroll vault' } }, holder: { userId: ids['emma.employee'], fullname: 'emma Tester' }, endsAt: extendedEnd };
    for (const key of ['again-1', 'again-2']) {
      const [event] = await outbox.stage([outbox.newKey(key), new AccessGrantsEndedEvent([told])]);
      await worker.get(RecordActivityHandler).handle(event);
    }
    expect(await endedLines()).toBe(1);
    offsetMs = 0;
  });

  it('lets a sub-administrator make requestable and grant only the tools of their subsidiary (404 for the others)', async () => {
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const [europe, asia] = await Promise.all([subsidiaries.create({ name: 'Northwind Europe' }), subsidiaries.create({ name: 'Northwind Asia' })]);
    const [sophieDoc] = await givenUsers(app, { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } });
    const ours = String((await givenTool(app, 'Europe ledger', { users: [], subsidiaryId: europe._id }))._id);
    const theirs = String((await givenTool(app, 'Asia ledger', { users: [], subsidiaryId: asia._id }))._id);
    const sophie = await signIn(app.getHttpServer(), 'sophie.subadmin');
    const policy = { requestable: true, approvers: { kind: 'people', userIds: [String(sophieDoc._id)] }, maxDays: 10, question: null };
    expect((await sophie.put(`/api/access-requests/tools/${ours}/policy`, policy)).status).toBe(200);
    expect((await sophie.put(`/api/access-requests/tools/${theirs}/policy`, policy)).status).toBe(404);
    const endsAt = new Date(Date.now() + 3 * DAY_MS).toISOString();
    expect((await sophie.post(`/api/access-requests/tools/${theirs}/grants`, { userId: ids['paul.peer'], endsAt })).status).toBe(404);
    expect((await sophie.post(`/api/access-requests/tools/${ours}/grants`, { userId: ids['paul.peer'], endsAt })).body).toMatchObject({ state: 'granted', endsAt });
    expect((await sophie.get(`/api/access-requests/tools/${ours}/grants`)).body).toEqual([{ userId: ids['paul.peer'], fullname: 'paul Tester', endsAt }]);
    expect((await sophie.get(`/api/access-requests/tools/${theirs}/grants`)).status).toBe(404);
    expect(await wall(paul, 'paul.peer')).toContain(ours);
    expect(await wall(paul, 'paul.peer')).not.toContain(theirs);
  });

  it('lets the first member of an approving group settle a request, shows the others who decided, and withdraws waiting requests when the tool stops being requestable', async () => {
    const group = (await app.get<Model<{ guid: string }>>(getModelToken('Service')).findOne({ title: 'Lab approvers' }).lean())!;
    const policy = { requestable: true, approvers: { kind: 'group', groupId: String((group as unknown as { _id: unknown })._id) }, maxDays: null, question: null };
    expect((await marc.put(`/api/access-requests/tools/${lab}/policy`, policy)).status).toBe(200);
    const first = await emma.post(`/api/access-requests/tools/${lab}`, { reason: 'Experiments' });
    expect(first.status).toBe(201);
    expect((await marc.put(`/api/access-requests/${first.body.id}/approve`, {})).status).toBe(403);
    expect((await gina.get('/api/access-requests/to-decide')).body).toMatchObject({ total: 1, items: [{ id: first.body.id }] });
    const settled = await gina.put(`/api/access-requests/${first.body.id}/refuse`, { reason: 'Lab is full' });
    expect(settled.body).toMatchObject({ state: 'refused', decidedBy: { fullname: 'gina Tester' }, refusalReason: 'Lab is full' });
    await waitForMail((m) => m.to.includes('emma@example.com') && m.text.includes('Lab is full'));
    // The other approvers (here the administrator) see who settled it and when; not the decider, the requester or others.
    const others = await alice.get(`/api/access-requests/decided?toolId=${lab}`);
    expect(others.body).toMatchObject({ items: [{ id: first.body.id, state: 'refused', decidedBy: { fullname: 'gina Tester' }, decidedAt: settled.body.decidedAt }] });
    expect((await alice.get(`/api/access-requests/decided?toolId=${vault}`)).body.items.map((r: { id: string }) => r.id)).not.toContain(first.body.id);
    for (const client of [gina, emma, marc]) expect((await client.get('/api/access-requests/decided')).body.items.map((r: { id: string }) => r.id)).not.toContain(first.body.id);
    expect((await alice.get('/api/access-requests/decided?toolId=nope')).status).toBe(400);

    const waiting = await paul.post(`/api/access-requests/tools/${lab}`, { reason: 'Me too' });
    expect(waiting.status).toBe(201);
    expect((await marc.put(`/api/access-requests/tools/${lab}/policy`, { ...policy, requestable: false })).status).toBe(200);
    expect((await paul.get('/api/access-requests/mine')).body).toMatchObject([{ id: waiting.body.id, state: 'withdrawn' }]);
    expect((await gina.get('/api/access-requests/to-decide')).body).toEqual({ total: 0, items: [] });
    await waitForMail((m) => m.to.includes('paul@example.com') && m.subject === 'Request withdrawn: Lab bench');
    expect((await paul.post(`/api/access-requests/tools/${lab}`, { reason: 'Again' })).status).toBe(404);
  });
});
