import { administratorAddresses, submitTool, toolsPresent } from '../support/catalogue';
import { clearMails, failNextMails, mailsArrived, mentioning } from '../support/mails';
import { approvalBreaches } from '../support/invariants';
import { until } from '../support/crash';
import { CORE_GROUP, givenApiToken, SCIM_ERROR, scimClient } from '../../support/scim-client';
import type { FaultStack } from '../support/stack';
import { everyPartUp } from './stack-ready';

/** Redis down while the api stays up (submissions, then decisions), and an SMTP server refusing deliveries. */
export function describeQueueOutages(stackOf: () => FaultStack): void {
  describe('faults: Redis and SMTP outages with every process of the product running', () => {
    let stack: FaultStack;
    let admins: string[];

    beforeAll(async () => {
      stack = stackOf();
      await everyPartUp(stack);
      admins = await administratorAddresses(stack);
    });
    beforeEach(() => clearMails());

    // One outage for both: the submissions and the decisions of the issue's two rows are sent while Redis is down.
    it('Redis down for 15 s while a manager submits 3 tools and an administrator accepts 2 requests and rejects 1: all answered, every approval mail and each decision\'s mail arrive once', async () => {
      const [marc, alice] = await Promise.all([stack.signIn('marc.manager'), stack.signIn('alice.admin')]);
      const db = await stack.db();
      const marcMail = String((await db.collection('users').findOne({ id_portal: 'marc.manager' }, { projection: { email: 1 } }))!.email);
      const decided = ['Approvals outage A', 'Approvals outage B', 'Approvals outage C'];
      const requestOf: Record<string, string> = {};
      for (const title of decided) {
        expect((await submitTool(stack, marc, title)).status).toBe(201);
        const tool = await db.collection('apps').findOne({ 'title.en': title }, { projection: { _id: 1 } });
        const request = await db.collection('validations').findOne({ app: { $in: [tool!._id, String(tool!._id)] }, status: 'pending' }, { projection: { _id: 1 } });
        requestOf[title] = String(request!._id);
      }
      await mailsArrived(mentioning('Approvals outage'), decided.length * admins.length, 60_000);
      await clearMails();

      await stack.redis.kill();
      const downSince = Date.now();
      const submitted = ['Redis outage A', 'Redis outage B', 'Redis outage C'];
      const submissions: Awaited<ReturnType<typeof submitTool>>[] = [];
      for (const title of submitted) submissions.push(await submitTool(stack, marc, title));
      const decisions = [
        { title: decided[0], verdict: 'accept' },
        { title: decided[1], verdict: 'accept' },
        { title: decided[2], verdict: 'reject' },
      ];
      const answers = [];
      for (const { title, verdict } of decisions) {
        const started = Date.now();
        const res = await alice.put(`/api/app-validation/${requestOf[title]}/${verdict}`, {});
        answers.push({ status: res.status, ms: Date.now() - started });
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 15_000 - (Date.now() - downSince))));
      await stack.redis.start();

      expect(submissions.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      // The editor gets one mail per decision: "accepted" for each accepted request, "not approved" for the rejected one.
      const [requested, arrived] = await Promise.all([
        mailsArrived(mentioning('Redis outage'), submitted.length * admins.length, 60_000),
        mailsArrived((mail) => mentioning('Approvals outage')(mail) && mail.to.includes(marcMail), 3, 60_000, 5_000),
      ]);
      console.log(`Redis down 15 s: submissions ${submissions.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; mails expected ${submitted.length * admins.length}, arrived ${requested.length}`);
      console.log(`Redis down 15 s during approvals: answers ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; decision mails expected 3, arrived ${arrived.length}`);
      for (const title of submitted) expect(requested.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
      expect(await toolsPresent(stack, submitted)).toEqual(Object.fromEntries(submitted.map((title) => [title, 1])));
      for (const title of decided) expect(arrived.filter(mentioning(title))).toHaveLength(1);
      const published = await db.collection('apps').find({ 'title.en': { $in: decided }, deleted: { $ne: true }, is_published: true }, { projection: { title: 1 } }).toArray();
      expect(published.map((tool) => tool.title.en).sort()).toEqual([decided[0], decided[1]]);
    });

    it('Redis down: a bookmark change and a profile change answer 200 and are stored; the worker refreshes the directory index once Redis is back', async () => {
      const emma = await stack.signIn('emma.employee');
      const db = await stack.db();
      const person = (await db.collection('users').findOne({ id_portal: 'emma.employee' }, { projection: { _id: 1, language: 1 } }))!;
      const tool = (await db.collection('apps').findOne({ users: 'all', subsidiaryId: null, deleted: { $ne: true }, is_published: true }, { projection: { _id: 1 } }))!;
      const intent = `directory.index-refresh.${String(person._id)}`;
      await stack.redis.kill();
      let answers: number[];
      try {
        const bookmarks = await emma.put('/api/updateBookmarkedApps', { _id: String(person._id), bookmarks: [String(tool._id)] });
        const profile = await emma.put('/api/updateUser', { language: 'ja' });
        answers = [bookmarks.status, profile.status];
      } finally {
        await stack.redis.start();
      }
      // The answers say what happened: both changes are stored, and the index refresh Redis could not take waits in the database.
      expect(answers).toEqual([200, 200]);
      const stored = await db.collection('users').findOne({ _id: person._id }, { projection: { bookmarks: 1, language: 1 } });
      expect({ bookmarks: stored!.bookmarks.map(String), language: stored!.language }).toEqual({ bookmarks: [String(tool._id)], language: 'ja' });
      expect(await db.collection('change_intents').countDocuments({ _id: intent as never })).toBe(1);
      const started = Date.now();
      while (Date.now() - started < 60_000 && (await db.collection('change_intents').countDocuments({ _id: intent as never })) > 0) await new Promise((r) => setTimeout(r, 250));
      console.log(`Redis down: bookmark and profile changes answered ${answers.join(', ')}; index refreshed by the worker ${((Date.now() - started) / 1000).toFixed(0)} s after Redis came back`);
      expect(await db.collection('change_intents').countDocuments({ _id: intent as never })).toBe(0);
      expect((await emma.put('/api/updateUser', { language: person.language ?? 'en' })).status).toBe(200);
    });

    it('Redis down: a SCIM PATCH of members answers 503 with Retry-After in a SCIM error within seconds, records nothing, and the identity provider\'s retry lands once; a group created meanwhile is found once Redis is back', async () => {
      const alice = await stack.signIn('alice.admin');
      const idp = scimClient(stack.baseUrl, (await givenApiToken(alice, 'Outage provisioning', ['scim'])).secret);
      const group = await idp.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Outage squad' });
      expect(group.status).toBe(201);
      const db = await stack.db();
      const people = await db.collection('users').find({ is_administrator: { $ne: true }, deleted: { $ne: true } }, { projection: { _id: 1 } }).limit(3).toArray();
      const add = { op: 'Add', path: 'members', value: people.map((person) => ({ value: String(person._id) })) };
      const intents = () => db.collection('change_intents').countDocuments({ kind: 'directory.group-members', 'payload.group': group.body.id });
      const inGroup = () => db.collection('users').countDocuments({ _id: { $in: people.map((person) => person._id) }, services: 'Outage squad' });

      await stack.redis.kill();
      let refused: Awaited<ReturnType<typeof idp.patch>>;
      let ms: number;
      let late: Awaited<ReturnType<typeof idp.post>>;
      try {
        const started = Date.now();
        refused = await idp.patch(`/Groups/${group.body.id}`, add);
        ms = Date.now() - started;
        expect(await intents()).toBe(0);
        // Reads answer from the database.
        expect((await idp.get(`/Groups/${group.body.id}`)).body).toMatchObject({ displayName: 'Outage squad', members: [] });
        // A group created without members is stored and answered; its index entry waits for the worker.
        late = await idp.post('/Groups', { schemas: [CORE_GROUP], displayName: 'Outage late' });
      } finally {
        await stack.redis.start();
      }
      console.log(`Redis down: SCIM PATCH of members answered ${refused.status} in ${ms} ms`);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toMatchObject({ schemas: [SCIM_ERROR], status: '503' });
      expect(ms).toBeLessThan(10_000);
      expect(await inGroup()).toBe(0);
      expect(late.status).toBe(201);
      // Found by name as Entra ID looks it up before creating it again, once the worker caught up.
      const lookup = `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Outage late"')}`;
      expect(await until(async () => (await idp.get(lookup)).body.totalResults === 1)).toBe(true);

      // The identity provider retries the same request, as it does after a 503, until Redis answers the api again.
      let retried = refused;
      for (const giveUpAt = Date.now() + 30_000; retried.status === 503 && Date.now() < giveUpAt; ) {
        await new Promise((r) => setTimeout(r, 500));
        retried = await idp.patch(`/Groups/${group.body.id}`, add);
      }
      expect(retried.status).toBe(204);
      expect(await until(async () => (await inGroup()) === people.length)).toBe(true);
      expect((await idp.get(`/Groups/${group.body.id}`)).body.members).toHaveLength(people.length);
      expect(await until(async () => (await db.collection('outbox').countDocuments({ _id: { $regex: /^directory\.provisioned\./ } } as never)) === 0)).toBe(true);
      expect(await db.collection('logs').countDocuments({ action: 'directory.scim.group.members-changed', 'target.label': 'Outage squad' })).toBe(1);
    });

    it('Redis frozen (SIGSTOP) for 12 s: the wall, getOneUser and a submission each answer within 5 s, and a submission answered as failed never appears later', async () => {
      const [emma, marc] = await Promise.all([stack.signIn('emma.employee'), stack.signIn('marc.manager')]);
      const emmaId = String((await (await stack.db()).collection('users').findOne({ id_portal: 'emma.employee' }, { projection: { _id: 1 } }))!._id);
      // Each call is given up by the test after 20 s (it would otherwise wait for ever); Redis is thawed after 12 s whatever happens.
      const timed = async (call: () => Promise<{ status: number }>) => {
        const started = Date.now();
        const giveUp = new Promise<{ status: number }>((resolve) => setTimeout(() => resolve({ status: -1 }), 20_000));
        const res = await Promise.race([call().catch(() => ({ status: 0 })), giveUp]);
        return { status: res.status, ms: Date.now() - started };
      };
      stack.redis.freeze();
      const thawed = new Promise<void>((resolve) => setTimeout(() => (stack.redis.thaw(), resolve()), 12_000));
      const answers = await Promise.all([
        timed(() => emma.post(`/api/getApps/null/${emmaId}/10/100/true/true/false/false`, {})),
        timed(() => emma.get('/api/getOneUser')),
        timed(() => submitTool(stack, marc, 'Frozen Redis A')),
      ]);
      await thawed;
      console.log(`Redis frozen: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
      for (const answer of answers) expect(answer.ms).toBeLessThan(5_000);
      // The wall is served from memory; the person is known from before; the submission is stored (or refused as unavailable).
      expect(answers.slice(0, 2).map((a) => a.status)).toEqual([200, 200]);
      expect([201, 503]).toContain(answers[2].status);
      // Whatever the submission was told is what happened, also once Redis answers again.
      await new Promise((r) => setTimeout(r, 5_000));
      const present = (await toolsPresent(stack, ['Frozen Redis A']))['Frozen Redis A'];
      expect(present).toBe(answers[2].status === 201 ? 1 : 0);
    });

    it('SMTP refusing the next 9 deliveries: every mail delivered exactly once after the retries', async () => {
      const marc = await stack.signIn('marc.manager');
      await failNextMails(9);
      const titles = ['SMTP refusal A', 'SMTP refusal B', 'SMTP refusal C'];
      for (const title of titles) expect((await submitTool(stack, marc, title)).status).toBe(201);

      const arrived = await mailsArrived(mentioning('SMTP refusal'), titles.length * admins.length, 60_000);
      console.log(`SMTP refusing 9: mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
      for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
      expect(await toolsPresent(stack, titles)).toEqual(Object.fromEntries(titles.map((title) => [title, 1])));
    });

    it('Tools against approvals after all of the above: 0 inconsistent', async () => {
      const breaches = await approvalBreaches(stack);
      console.log(`Tools against approvals: ${breaches.length} inconsistent`);
      expect(breaches).toEqual([]);
    });
  });
}
