import Redis from 'ioredis';
import { Types } from 'mongoose';
import { crashAt as crashAtStep, crashWorkerAtStart, until } from './support/crash';
import { toolForm } from './support/catalogue';
import { clearMails, mailsArrived } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * Access requests under crashes (issue 35): the api killed (SIGKILL) between the steps of an approval, a
 * refusal and a direct grant, then started again beside a worker whose outbox relay and access reconciler
 * run every second or two, all on one stack. Each time the request ends decided and applied once, the
 * person is a granted viewer of the tool once (or not at all when refused), and one mail arrives.
 */
let stack: FaultStack;

async function forgetGrantSchedule() {
  const redis = new Redis(stack.env.REDIS_URL);
  try {
    const keys = await redis.keys('*:access-grant-schedule:*');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  stack = await startStack('access-requests', { seed: true, env: { RECONCILE_GRACE_MS: '0', RECONCILE_EVERY_MS: '1000', OUTBOX_RELAY_GRACE_MS: '1500' } });
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

describe('faults: an approval of an access request converges after the api dies between its steps', () => {
  let alice: ApiClient, emma: ApiClient;
  let emmaId: string;
  let emmaMail: string;

  beforeAll(async () => {
    const db = await stack.db();
    const emmaDoc = (await db.collection('users').findOne({ id_portal: 'emma.employee' }))!;
    [emmaId, emmaMail] = [String(emmaDoc._id), String(emmaDoc.email)];
    [alice, emma] = await Promise.all([stack.signIn('alice.admin'), stack.signIn('emma.employee')]);
  }, 60_000);

  // Each case: the step killed, the call killed there, and whether emma ends a viewer.
  const cases = [
    // The decision stored but never staged (the reconciler finishes it), and the grant half-written (the relay does).
    { step: 'access.decide.after-status', decide: 'approve', viewer: true },
    { step: 'access.grant.after-record', decide: 'approve', viewer: true },
    // A refusal staged but not marked applied (the relay marks it): no viewer.
    { step: 'access.decide.after-outbox', decide: 'refuse', viewer: false },
    // A direct grant from the viewer list, the viewer added but the request not marked applied.
    { step: 'access.grant.after-viewer', decide: 'direct', viewer: true },
  ] as const;

  for (const { step, decide, viewer } of cases) {
    it(`${decide}, the api killed at ${step}: ${viewer ? 'a viewer once' : 'no viewer'}, one mail`, async () => {
      const title = `Vault ${step}`;
      const form = await toolForm(stack, title);
      const created = await alice.post('/api/postApp', { ...form, users: [form.managers[0]] });
      expect(created.status).toBe(201);
      const toolId = created.body._id as string;
      expect((await alice.put(`/api/access-requests/tools/${toolId}/policy`, { requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: null })).status).toBe(200);
      const asked = decide === 'direct' ? null : await emma.post(`/api/access-requests/tools/${toolId}`, { reason: 'Audit', days: 30 });
      if (asked) expect(asked.status).toBe(201);
      await clearMails();

      await crashAtStep(stack, step, () =>
        decide === 'direct'
          ? alice.post(`/api/access-requests/tools/${toolId}/grants`, { userId: emmaId, endsAt: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString() })
          : alice.put(`/api/access-requests/${asked!.body.id}/${decide}`, decide === 'refuse' ? { reason: 'Not now' } : {}),
      );

      const db = await stack.db();
      const request = () => db.collection('access_requests').findOne({ tool_id: toolId });
      expect(await until(async () => (await request())?.applied === true)).toBe(true);
      expect(await db.collection('access_requests').countDocuments({ tool_id: toolId })).toBe(1);
      expect(await request()).toMatchObject({ status: viewer ? 'granted' : 'refused', applied: true });
      const tool = (await db.collection('apps').findOne({ _id: Types.ObjectId.createFromHexString(toolId) }))!;
      expect((tool.users as string[]).filter((id) => id === emmaId)).toHaveLength(viewer ? 1 : 0);
      expect(tool.granted_viewers ?? []).toEqual(viewer ? [emmaId] : []);
      expect(await db.collection('access_grants').countDocuments({ tool_id: toolId })).toBe(viewer ? 1 : 0);
      const mailed = await mailsArrived((mail) => mail.to.includes(emmaMail) && mail.subject.includes(title), 1, 30_000);
      expect(mailed).toHaveLength(1);
    }, 120_000);
  }

  // The worker's expiry pass killed between its steps (run at the worker's start, on grants whose end or warning time
  // the test moved into the past): restarted, the pass finishes: one warning mail, or the grant ended once, no viewer.
  const day = 24 * 3600 * 1000;
  const expiries = [
    { step: 'access.expiry.after-warning-outbox', endsIn: 3 * day, ended: false },
    { step: 'access.expiry.after-outbox', endsIn: -60_000, ended: true },
    { step: 'access.expiry.after-revoke', endsIn: -60_000, ended: true },
  ];
  for (const { step, endsIn, ended } of expiries) {
    it(`expiry, the worker killed at ${step}: ${ended ? 'ended once, no viewer' : 'one warning mail, still a viewer'}`, async () => {
      const title = `Vault ${step}`;
      const form = await toolForm(stack, title);
      const created = await alice.post('/api/postApp', { ...form, users: [form.managers[0]] });
      const toolId = created.body._id as string;
      expect((await alice.post(`/api/access-requests/tools/${toolId}/grants`, { userId: emmaId, endsAt: new Date(Date.now() + 10 * day).toISOString() })).status).toBe(201);
      await mailsArrived((mail) => mail.to.includes(emmaMail) && mail.subject.includes(title), 1, 30_000, 0);
      await clearMails();
      const db = await stack.db();
      const endsAt = new Date(Date.now() + endsIn);
      await db.collection('access_grants').updateOne({ tool_id: toolId }, { $set: { ends_at: endsAt, warn_at: new Date(Date.now() - 60_000), warned: ended } });
      // The end moved behind the grants' schedule (a Redis read model): dropped, the worker rebuilds it from the database at its start.
      await forgetGrantSchedule();

      await crashWorkerAtStart(stack, step);

      const grant = () => db.collection('access_grants').findOne({ tool_id: toolId });
      expect(await until(async () => (ended ? (await grant())?.state === 'ended' : (await grant())?.warned === true))).toBe(true);
      const tool = (await db.collection('apps').findOne({ _id: Types.ObjectId.createFromHexString(toolId) }))!;
      expect((tool.users as string[]).filter((id) => id === emmaId)).toHaveLength(ended ? 0 : 1);
      expect(await grant()).toMatchObject({ state: ended ? 'ended' : 'active' });
      if (ended) {
        expect(await until(async () => (await db.collection('logs').countDocuments({ action: 'access.grant.ended', 'details.grantId': `${toolId}:${emmaId}` })) > 0)).toBe(true);
        expect(await db.collection('logs').countDocuments({ action: 'access.grant.ended', 'details.grantId': `${toolId}:${emmaId}` })).toBe(1);
      } else {
        expect(await mailsArrived((mail) => mail.to.includes(emmaMail) && mail.subject.includes(title), 1, 30_000)).toHaveLength(1);
      }
    }, 120_000);
  }
});
