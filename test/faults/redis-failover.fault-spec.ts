import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expectMailsOnce, expectWritesKept, loadRecipients, type LoadRecipients } from './support/load-checks';
import { LOAD_ENV, PortalLoad } from './support/portal-load';
import { startSentinelGroup, type SentinelGroup } from './support/sentinel-group';
import { startStack, type FaultStack } from './support/stack';

/**
 * Issue 37, §3: Redis as a primary, a replica and three Sentinels (support/sentinel-group.ts); the api and
 * the worker reach it through the Sentinels (REDIS_SENTINELS). Under the portal's load (support/portal-load.ts):
 * - every Sentinel down, the primary up: the product keeps working on its last known primary, even on
 *   connections made again meanwhile;
 * - the primary killed (SIGKILL): the product serves again within 15 s by itself, loses no acknowledged
 *   change, no mail nor a copy of one, its directory search still matches the database, and `/api/health`
 *   says down while Redis is gone and up once it is back. How many people had to sign in again is counted.
 */
const PEOPLE = 20;
const SERVES_AGAIN_WITHIN_MS = 15_000;
let group: SentinelGroup;
let stack: FaultStack;
let recipients: LoadRecipients;

beforeAll(async () => {
  const dir = join(resolve(__dirname, '../..'), '.run', 'faults', 'sentinel-group');
  rmSync(dir, { recursive: true, force: true });
  group = await startSentinelGroup(dir);
  await group.untilSettled();
  stack = await startStack('redis-failover', { seed: true, env: { ...group.env, ...LOAD_ENV } });
  await stack.waitHealthy(60_000);
  recipients = await loadRecipients(stack);
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  await group?.stop();
}, 60_000);

/** `/api/health` asked every 300 ms until stopped: each answer with the time it was asked, its status and its Redis check. */
function watchHealth() {
  const answers: { at: number; status: number; redis?: string; down: string[] }[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      const at = Date.now();
      const answer = await stack.health().catch(() => null);
      const checks: Record<string, { status: string; error?: string }> = answer?.body?.checks ?? {};
      const down = Object.entries(checks).filter(([, check]) => check.status !== 'up').map(([name, check]) => `${name}: ${check.error}`);
      if (answer) answers.push({ at, status: answer.status, redis: checks.redis?.status, down });
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  return {
    answers,
    async stop() {
      watching = false;
      await done;
    },
  };
}

/** A directory search through the api against the database: each sampled person is found by their full name, and every answer is a live person. */
async function searchMatchesDatabase(): Promise<void> {
  const db = await stack.db();
  const people = await db.collection('users').find({ deleted: { $ne: true }, account_disabled: { $ne: true } }, { projection: { id_portal: 1, firstname: 1, lastname: 1 } }).limit(8).toArray();
  const alice = await stack.signIn('alice.admin');
  for (const person of people) {
    const res = await alice.get(`/api/getUsers/word/${encodeURIComponent(`${person.firstname} ${person.lastname}`)}`);
    expect(res.status).toBe(200);
    const found = (res.body as { id_portal: string }[]).map((user) => user.id_portal);
    expect(found).toContain(person.id_portal);
    const live = await db.collection('users').countDocuments({ id_portal: { $in: found }, deleted: { $ne: true } });
    expect(live).toBe(found.length);
  }
}

describe('faults: Redis behind Sentinels', () => {
  it('keeps working on its last known primary while every Sentinel is down, connections made again included', async () => {
    const load = new PortalLoad(stack, 'Sentinelless');
    await load.start(PEOPLE);
    await new Promise((r) => setTimeout(r, 1_000));
    await Promise.all(group.sentinels.map((sentinel) => sentinel.kill()));
    // Every client connection of the api and the worker cut: each connects again with no Sentinel to ask.
    const primary = group.client(group.nodes[0]);
    const cut = Number(await primary.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes'));
    primary.disconnect();
    await new Promise((r) => setTimeout(r, 4_000));
    const health = await stack.health();
    await load.stop();
    console.log(`Sentinels down: ${cut} connections cut, ${load.calls} calls, ${load.failed.length} failed; /api/health ${health.status}`);
    expect(cut).toBeGreaterThan(0);
    expect(load.failed).toEqual([]);
    expect(health.status).toBe(200);
    await expectWritesKept(stack, load);
    await Promise.all(group.sentinels.map((sentinel) => sentinel.start()));
    await group.untilSettled();
  }, 120_000);

  it('serves again within 15 s of the primary killed, and loses no change, no mail and no search', async () => {
    const load = new PortalLoad(stack, 'Failover');
    await load.start(PEOPLE);
    const health = watchHealth();
    await new Promise((r) => setTimeout(r, 2_000));
    const primary = await group.primary();
    const killedAt = Date.now();
    await primary.kill();
    // Served again: the first health answer asked after the kill that is 200 again after one that said Redis down.
    const servedAgain = () => {
      const down = health.answers.find((answer) => answer.at > killedAt && answer.redis === 'down');
      return health.answers.find((answer) => down && answer.at > down.at && answer.status === 200)?.at ?? 0;
    };
    while (!servedAgain() && Date.now() - killedAt < 30_000) await new Promise((r) => setTimeout(r, 100));
    const servedAt = servedAgain();
    // The load goes on a few seconds after the product serves again: no call may fail then.
    await new Promise((r) => setTimeout(r, 4_000));
    await load.stop();
    await health.stop();
    const newPrimary = await group.primary();
    const signedOut = await load.signedOut();
    const failedAfter = load.failed.filter((call) => call.at > servedAt + 1_000);
    const mailsCounted = await expectMailsOnce(load, recipients, 'Failover', 0);
    console.log(
      `Redis failover: ${primary.name} killed, ${newPrimary.name} primary; served again ${servedAt - killedAt} ms after the kill; ${load.calls} calls, ` +
        `${load.failed.length} failed (${JSON.stringify(load.failed.map((call) => `${call.call} ${call.status}`))}); ${signedOut.length} of ${PEOPLE + 2} people had to sign in again; ` +
        `/api/health: ${health.answers.filter((answer) => answer.at > killedAt && answer.redis === 'down').length} answers with Redis down (${JSON.stringify([...new Set(health.answers.flatMap((answer) => answer.down))])}); mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies`,
    );
    expect(newPrimary).not.toBe(primary);
    expect(servedAt).toBeGreaterThan(killedAt);
    expect(servedAt - killedAt).toBeLessThan(SERVES_AGAIN_WITHIN_MS);
    expect(failedAfter).toEqual([]);
    // Truthful throughout: up before the kill, down with Redis named while it is gone, up once the product serves again.
    expect(health.answers.filter((answer) => answer.at < killedAt).every((answer) => answer.status === 200)).toBe(true);
    expect(health.answers.some((answer) => answer.at > killedAt && answer.at < servedAt && answer.status === 503 && answer.redis === 'down')).toBe(true);
    expect(health.answers.filter((answer) => answer.at > servedAt).every((answer) => answer.status === 200)).toBe(true);
    expect(signedOut).toEqual([]);
    await expectWritesKept(stack, load);
    await searchMatchesDatabase();
  }, 150_000);
});
