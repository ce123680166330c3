import { Types } from 'mongoose';
import { crashAt as crashAtStep, until } from './support/crash';
import { toolForm } from './support/catalogue';
import { clearMails, mailsArrived } from './support/mails';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';

/**
 * Access requests under crashes (issue 35): the api killed (SIGKILL) between the steps of an approval, then
 * started again beside a worker whose outbox relay and access reconciler run every second or two (~75 s). Each
 * time the request ends granted and applied once, the person is a granted viewer of the tool once, and
 * the "access granted" mail arrives once.
 */
let stack: FaultStack;

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

  // The decision stored but never staged (the reconciler finishes it), and the grant half-written (the relay does).
  for (const step of ['access.decide.after-status', 'access.grant.after-record']) {
    it(`the api killed at ${step}: granted once, a viewer once, one mail`, async () => {
      const title = `Vault ${step}`;
      const form = await toolForm(stack, title);
      const created = await alice.post('/api/postApp', { ...form, users: [form.managers[0]] });
      expect(created.status).toBe(201);
      const toolId = created.body._id as string;
      expect((await alice.put(`/api/access-requests/tools/${toolId}/policy`, { requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: null })).status).toBe(200);
      const asked = await emma.post(`/api/access-requests/tools/${toolId}`, { reason: 'Audit', days: 30 });
      expect(asked.status).toBe(201);
      await clearMails();

      await crashAtStep(stack, step, () => alice.put(`/api/access-requests/${asked.body.id}/approve`, {}));

      const db = await stack.db();
      const request = () => db.collection('access_requests').findOne({ _id: Types.ObjectId.createFromHexString(asked.body.id as string) });
      expect(await until(async () => (await request())?.applied === true)).toBe(true);
      expect(await request()).toMatchObject({ status: 'granted', applied: true });
      const tool = (await db.collection('apps').findOne({ _id: Types.ObjectId.createFromHexString(toolId) }))!;
      expect((tool.users as string[]).filter((id) => id === emmaId)).toHaveLength(1);
      expect(tool.granted_viewers).toEqual([emmaId]);
      expect(await db.collection('access_grants').countDocuments({ tool_id: toolId })).toBe(1);
      const granted = await mailsArrived((mail) => mail.to.includes(emmaMail) && mail.subject.includes(title), 1, 30_000, 2_000);
      expect(granted).toHaveLength(1);
    }, 120_000);
  }
});
