import type { ApiClient } from '../support/http-client';
import { toolForm } from './support/catalogue';
import { approvalBreaches } from './support/invariants';
import { startStack, type FaultStack } from './support/stack';

/**
 * Issue 32: the database killed (kill -9) and started again 3 times under a bounded load of 4
 * clients: a manager and an administrator submitting tools (each with an Idempotency-Key, sent
 * again with the same key until acknowledged), a person changing bookmarks, and the same person
 * reading the wall. Every acknowledged write exists exactly once, no request waits past its bound,
 * the portal is ready again soon after each restart, and no half-done sequence is left.
 */
const KILLS = 3;
/**
 * No request may take longer. The driver fails fast on a dead database (its heartbeat every 2 s), but a
 * request already in flight when the database is killed answers once the connection is back: 3 s down,
 * then the restart and the reconnection (one took 11.2 s in CI).
 */
const ANSWER_WITHIN_MS = 15_000;
/** The portal answers ready again this soon after the database accepts connections again. */
const READY_AGAIN_WITHIN_MS = 20_000;
/** The test gives a request up after this, so a hung one is counted instead of hanging the test. */
const GIVE_UP_MS = 30_000;
const ALLOWED_FAILURES = [409, 503];

type Answer = { client: string; status: number; ms: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: FaultStack;

beforeAll(async () => {
  // The reconciler runs every 2 s, so a sequence a kill cut short is repaired within the test.
  stack = await startStack('database-kills', { seed: true, env: { RECONCILE_GRACE_MS: '2000', RECONCILE_EVERY_MS: '2000' } });
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

describe('faults: the database killed 3 times under load', () => {
  it('every acknowledged write exists once, every request answers within 15 s, the portal is ready again within 20 s of each restart, nothing is left half-done', async () => {
    const db = await stack.db();
    const [marc, alice, emma] = await Promise.all(['marc.manager', 'alice.admin', 'emma.employee'].map((login) => stack.signIn(login)));
    const emmaId = String((await db.collection('users').findOne({ id_portal: 'emma.employee' }, { projection: { _id: 1 } }))!._id);
    const tools = (await db.collection('apps').find({ users: 'all', subsidiaryId: null, deleted: { $ne: true }, is_published: true }, { projection: { _id: 1 } }).limit(4).toArray()).map((tool) => String(tool._id));
    const forms = { marc: await toolForm(stack, 'template'), alice: await toolForm(stack, 'template', 'alice.admin') };
    const answers: Answer[] = [];
    let loading = true;
    let loadEnded = Infinity;

    const send = async (client: string, call: () => PromiseLike<{ status: number }>) => {
      const started = Date.now();
      const giveUp = sleep(GIVE_UP_MS).then(() => ({ status: -1 }));
      const res = await Promise.race([Promise.resolve(call()).then((r) => r, () => ({ status: 0 })), giveUp]);
      answers.push({ client, status: res.status, ms: Date.now() - started });
      return res.status;
    };

    // A submitter sends each tool with one key until it is acknowledged (once the load is over, with the
    // database back, for 45 s more at most: a claim whose request failed under a kill answers 409 for 30 s).
    const acknowledged: string[] = [];
    const attempted: string[] = [];
    const submitter = async (who: 'marc' | 'alice', client: ApiClient) => {
      for (let i = 0; loading; i++) {
        const title = `Kill load ${who} ${i}`;
        const body = { ...forms[who], title: { en: title, fr: `${title} FR` } };
        attempted.push(title);
        while (loading || Date.now() - loadEnded < 45_000) {
          const status = await send(who, () => client.send('post', '/api/postApp', body, { 'Idempotency-Key': `kill-load-${who}-${i}` }));
          if (status === 201) {
            acknowledged.push(title);
            break;
          }
          await sleep(status === 409 ? 1_000 : 300);
        }
      }
    };
    // Bookmarks: each change sets a different list; the stored one is the last acknowledged or a later attempt.
    const bookmarkSets: string[][] = [];
    let lastAcknowledgedSet = -1;
    const bookmarker = async () => {
      for (let i = 0; loading; i++) {
        const set = tools.slice(0, 1 + (i % tools.length));
        bookmarkSets.push(set);
        if ((await send('bookmarks', () => emma.put('/api/updateBookmarkedApps', { _id: emmaId, bookmarks: set }))) === 200) lastAcknowledgedSet = bookmarkSets.length - 1;
        await sleep(200);
      }
    };
    const wallReader = async () => {
      while (loading) {
        await send('wall', () => emma.post(`/api/getApps/null/${emmaId}/10/100/true/true/false/false`, {}));
        await sleep(200);
      }
    };

    const load = Promise.all([submitter('marc', marc), submitter('alice', alice), bookmarker(), wallReader()]);
    const readyAgainMs: number[] = [];
    try {
      for (let kill = 0; kill < KILLS; kill++) {
        await sleep(5_000);
        await stack.database.kill();
        await sleep(3_000);
        await stack.database.start();
        const started = Date.now();
        while ((await stack.health('/api/health/ready').catch(() => ({ status: 0 }))).status !== 200 && Date.now() - started < 60_000) await sleep(250);
        readyAgainMs.push(Date.now() - started);
      }
      await sleep(3_000);
    } finally {
      loading = false;
      loadEnded = Date.now();
      await load;
    }

    const slowest = Math.max(...answers.map((a) => a.ms));
    const byStatus = answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
    const db2 = await stack.db();
    const present = await db2
      .collection('apps')
      .find({ 'title.en': { $regex: '^Kill load ' }, deleted: { $ne: true } }, { projection: { title: 1 } })
      .toArray();
    const count = (title: string) => present.filter((tool) => tool.title.en === title).length;
    const stored = (await db2.collection('users').findOne({ id_portal: 'emma.employee' }, { projection: { bookmarks: 1 } }))!.bookmarks.map(String);
    let breaches = await approvalBreaches(stack);
    for (const started = Date.now(); breaches.length && Date.now() - started < 30_000; breaches = await approvalBreaches(stack)) await sleep(1_000);
    console.log(
      `Database killed ${KILLS} times under load: ${answers.length} requests (${JSON.stringify(byStatus)}), slowest ${slowest} ms; ` +
        `ready again ${readyAgainMs.map((ms) => `${ms} ms`).join(', ')} after each restart; ` +
        `${acknowledged.length} of ${attempted.length} submissions acknowledged, stored ${present.length}; ${breaches.length} half-done`,
    );

    expect(answers.filter((a) => a.ms >= ANSWER_WITHIN_MS)).toEqual([]);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 201 && !ALLOWED_FAILURES.includes(a.status))).toEqual([]);
    for (const ms of readyAgainMs) expect(ms).toBeLessThan(READY_AGAIN_WITHIN_MS);
    // The load did write: each submitter had at least one tool acknowledged.
    expect(acknowledged.filter((title) => title.includes(' marc ')).length).toBeGreaterThan(0);
    expect(acknowledged.filter((title) => title.includes(' alice ')).length).toBeGreaterThan(0);
    expect(Object.fromEntries(acknowledged.map((title) => [title, count(title)]))).toEqual(Object.fromEntries(acknowledged.map((title) => [title, 1])));
    for (const title of attempted) expect(count(title)).toBeLessThanOrEqual(1);
    expect(bookmarkSets.slice(Math.max(0, lastAcknowledgedSet))).toContainEqual(stored);
    expect(breaches).toEqual([]);
  }, 240_000);
});
