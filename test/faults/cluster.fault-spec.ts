import { MAIL_CONCURRENCY } from '../../src/mail/mail.processor';
import type { SunkMail } from '../../src/devstack/smtp-sink';
import { administratorAddresses, toolsPresent } from './support/catalogue';
import { startCluster, untilBothUp, type ClusterStack } from './support/cluster';
import { mailsArrived } from './support/mails';
import { lostBookmarkWrites, PortalLoad } from './support/portal-load';

/**
 * Issue 37, §2 and its faults: two api hosts and two workers behind HAProxy (support/cluster.ts), under
 * a bounded load through HAProxy (20 employees loading their wall, searching and saving bookmarks, a
 * manager submitting tools that an administrator accepts).
 * - A rolling restart (each host, then each worker, SIGTERM, started again): no call fails, every
 *   acknowledged write is in the database, every mail arrives once.
 * - A host killed (SIGKILL): only the calls in flight on it fail (at most one per client), HAProxy stops
 *   sending to it within its checks; a worker killed loses no job (its mails arrive, a copy at most per mail in flight).
 */
const PEOPLE = 20;
let cluster: ClusterStack;
let admins: string[];
let marcAddress: string;

beforeAll(async () => {
  cluster = await startCluster('cluster');
  admins = await administratorAddresses(cluster.stack);
  const marc = await (await cluster.stack.db()).collection('users').findOne({ id_portal: 'marc.manager' });
  marcAddress = String(marc!.email);
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

/** Every submitted title mailed to each administrator, and each accepted one to its manager, each once (or a copy within `copiesAllowed`). */
async function expectMailsOnce(load: PortalLoad, prefix: string, copiesAllowed: number) {
  const submitted = load.submitted.filter((title) => !load.uncertain.has(title));
  const expected = submitted.length * admins.length + load.accepted.length;
  const titleOf = (mail: SunkMail) => submitted.find((candidate) => mail.subject.includes(candidate) || mail.text.includes(candidate));
  const arrived = await mailsArrived((mail) => mail.subject.includes(prefix) && !!titleOf(mail), expected, 90_000, 2_000);
  const groups = new Map<string, SunkMail[]>();
  for (const mail of arrived) {
    const title = titleOf(mail);
    const key = `${title}|${mail.to.join(',')}|${mail.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  const copies = [...groups.values()].reduce((sum, group) => sum + group.length - 1, 0);
  for (const title of submitted) for (const admin of admins) expect([...groups.keys()].some((key) => key.startsWith(`${title}|${admin}|`))).toBe(true);
  for (const title of load.accepted) expect([...groups.keys()].some((key) => key.startsWith(`${title}|${marcAddress}|`))).toBe(true);
  expect(groups.size).toBe(expected);
  expect(copies).toBeLessThanOrEqual(copiesAllowed);
  return { expected, arrived: arrived.length, copies };
}

async function expectWritesKept(load: PortalLoad) {
  expect(await lostBookmarkWrites(cluster.stack, load)).toEqual([]);
  const submitted = load.submitted.filter((title) => !load.uncertain.has(title));
  expect(await toolsPresent(cluster.stack, submitted)).toEqual(Object.fromEntries(submitted.map((title) => [title, 1])));
  const db = await cluster.stack.db();
  const published = await db.collection('apps').countDocuments({ 'title.en': { $in: load.accepted }, is_published: true });
  expect(published).toBe(load.accepted.length);
}

describe('faults: several api hosts behind HAProxy', () => {
  it('restarts each host, then each worker, in turn under load without a failed call, a lost write or a lost or doubled mail', async () => {
    const load = new PortalLoad(cluster.stack, 'Rolling');
    await load.start(PEOPLE);
    await new Promise((r) => setTimeout(r, 2_000));
    const took: number[] = [];
    for (const host of cluster.hosts) {
      took.push(await host.stop(30_000));
      await host.start();
      await untilBothUp(cluster);
    }
    for (const worker of cluster.workers) {
      await worker.stop(30_000);
      await worker.start();
    }
    await new Promise((r) => setTimeout(r, 2_000));
    await load.stop();
    const mailsCounted = await expectMailsOnce(load, 'Rolling', 0);
    console.log(
      `Rolling restart: ${load.calls} calls, ${load.failed.length} failed, ${load.bookmarks.size} people's bookmarks, ${load.submitted.length} tools submitted and ${load.accepted.length} accepted; ` +
        `hosts exited ${took.join(' and ')} ms after SIGTERM; mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies`,
    );
    expect(load.failed).toEqual([]);
    expect(load.submitted.length).toBeGreaterThan(0);
    await expectWritesKept(load);
  }, 300_000);

  it('fails only the calls in flight on a host killed under load, and loses no job of a worker killed under load', async () => {
    const load = new PortalLoad(cluster.stack, 'Killed');
    await load.start(PEOPLE);
    await new Promise((r) => setTimeout(r, 2_000));
    const [host] = cluster.hosts;
    const killedAt = Date.now();
    await host.kill();
    await cluster.workers[0].kill();
    await new Promise((r) => setTimeout(r, 4_000));
    const afterChecks = load.failed.filter((call) => call.at > killedAt + 3_000);
    const failedAtKill = load.failed.length;
    await cluster.workers[0].start();
    await host.start();
    await untilBothUp(cluster);
    await load.stop();
    const mailsCounted = await expectMailsOnce(load, 'Killed', MAIL_CONCURRENCY);
    console.log(
      `Host and worker killed: ${load.calls} calls, ${failedAtKill} failed (${JSON.stringify(load.failed.map((call) => `${call.call} ${call.status}`))}), none after HAProxy's checks; ` +
        `mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies (bound ${MAIL_CONCURRENCY})`,
    );
    // At most the calls in flight on the killed host: one per client of the load.
    expect(load.failed.length).toBeLessThanOrEqual(PEOPLE + 2);
    expect(afterChecks).toEqual([]);
    expect(load.failed.every((call) => call.at >= killedAt)).toBe(true);
    // A failed write may or may not have been applied; every acknowledged one is there.
    await expectWritesKept(load);
  }, 300_000);
});
