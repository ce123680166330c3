import { MAIL_CONCURRENCY } from '../../src/mail/mail.processor';
import { BUILD_VERSION } from '../../src/platform/build-version';
import { HOST_STOP_WITHIN_MS, startCluster, untilBothUp, type ClusterStack } from './support/cluster';
import { expectMailsOnce, expectWritesKept, loadRecipients, type LoadRecipients } from './support/load-checks';
import { nextBuild } from './support/next-build';
import { PortalLoad } from './support/portal-load';

/**
 * Issue 37, §2 and its faults: two api hosts and two workers behind HAProxy (support/cluster.ts), under
 * a bounded load through HAProxy (20 employees loading their wall, searching and saving bookmarks, a
 * manager submitting tools that an administrator accepts).
 * - A rolling restart (each host with a worker, one pair after the other, SIGTERM, started again): no call fails, every
 *   acknowledged write is in the database, every mail arrives once.
 * - A restart onto a new build (a copy of dist naming another version): one pair runs it while the other
 *   still runs the previous one, both answering through HAProxy, then the other; no call fails, no session
 *   ends, every write is kept and every mail arrives once (docs/operations.md, "A new build").
 * - A host killed (SIGKILL): only the calls in flight on it fail (at most one per client), HAProxy stops
 *   sending to it within its checks; a worker killed loses no job (its mails arrive, a copy at most per mail in flight).
 */
const PEOPLE = 20;
let cluster: ClusterStack;
let recipients: LoadRecipients;

beforeAll(async () => {
  cluster = await startCluster('cluster');
  recipients = await loadRecipients(cluster.stack);
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

describe('faults: several api hosts behind HAProxy', () => {
  it('restarts each host and each worker in turn under load without a failed call, a lost write or a lost or doubled mail', async () => {
    const load = new PortalLoad(cluster.stack, 'Rolling');
    await load.start(PEOPLE);
    await new Promise((r) => setTimeout(r, 2_000));
    const took: number[] = [];
    // Host n and worker n restart together (as one machine of a two-machine layout would), one pair after
    // the other: each api host and each worker is down once, and the other pair serves meanwhile.
    for (const [n, host] of cluster.hosts.entries()) {
      const worker = cluster.workers[n];
      const [hostTook] = await Promise.all([host.stop(HOST_STOP_WITHIN_MS), worker.stop(30_000)]);
      took.push(hostTook);
      await Promise.all([host.start(), worker.start()]);
      await untilBothUp(cluster);
    }
    await new Promise((r) => setTimeout(r, 2_000));
    await load.stop();
    const mailsCounted = await expectMailsOnce(load, recipients, 'Rolling', 0);
    console.log(
      `Rolling restart: ${load.calls} calls, ${load.failed.length} failed, ${load.bookmarks.size} people's bookmarks, ${load.submitted.length} tools submitted and ${load.accepted.length} accepted; ` +
        `hosts exited ${took.join(' and ')} ms after SIGTERM; mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies`,
    );
    expect(load.failed).toEqual([]);
    expect(load.submitted.length).toBeGreaterThan(0);
    await expectWritesKept(cluster.stack, load);
  }, 300_000);

  it('runs the previous and the next build side by side during a restart onto a new build, without a failed call or a lost session', async () => {
    const next = nextBuild(cluster.stack.dir, `${BUILD_VERSION}-next`);
    const load = new PortalLoad(cluster.stack, 'Upgrade');
    await load.start(PEOPLE);
    await new Promise((r) => setTimeout(r, 2_000));
    // The versions the monitor's health report names through HAProxy, asked up to 30 times or until two answer
    // (round robin over every call of the load: two hosts answer in turn, seldom more than a few times alike).
    const versionsAnswering = async () => {
      const seen = new Set<string>();
      for (let n = 0; n < 30 && seen.size < 2; n++) {
        // A connection HAProxy closed while idle is no answer: ask again (the load's calls are what is counted).
        const answer = await cluster.stack.health().catch(() => undefined);
        if (answer) seen.add(String(answer.body.version));
      }
      return [...seen].sort();
    };
    const side: string[][] = [];
    // The second pair first, as the first test's order; the first pair waits on the previous build meanwhile.
    for (const n of [1, 0]) {
      cluster.useBuild(n, next);
      await Promise.all([cluster.hosts[n].stop(HOST_STOP_WITHIN_MS), cluster.workers[n].stop(30_000)]);
      await Promise.all([cluster.hosts[n].start(), cluster.workers[n].start()]);
      await untilBothUp(cluster);
      side.push(await versionsAnswering());
    }
    await new Promise((r) => setTimeout(r, 2_000));
    await load.stop();
    const mailsCounted = await expectMailsOnce(load, recipients, 'Upgrade', 0);
    console.log(
      `Restart onto a new build: ${load.calls} calls, ${load.failed.length} failed, ${load.submitted.length} tools submitted and ${load.accepted.length} accepted; ` +
        `versions answering after each pair: ${JSON.stringify(side)}; mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies`,
    );
    expect(side).toEqual([[BUILD_VERSION, `${BUILD_VERSION}-next`].sort(), [`${BUILD_VERSION}-next`]]);
    expect(load.failed).toEqual([]);
    // Sessions opened on the previous build hold on the next (one format in Redis): nobody signs in again.
    expect(await load.signedOut()).toEqual([]);
    expect(load.submitted.length).toBeGreaterThan(0);
    await expectWritesKept(cluster.stack, load);
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
    await Promise.all([cluster.workers[0].start(), host.start()]);
    await untilBothUp(cluster);
    await load.stop();
    const mailsCounted = await expectMailsOnce(load, recipients, 'Killed', MAIL_CONCURRENCY);
    console.log(
      `Host and worker killed: ${load.calls} calls, ${failedAtKill} failed (${JSON.stringify(load.failed.map((call) => `${call.call} ${call.status}`))}), none after HAProxy's checks; ` +
        `mails ${mailsCounted.arrived} of ${mailsCounted.expected}, ${mailsCounted.copies} copies (bound ${MAIL_CONCURRENCY})`,
    );
    // At most the calls in flight on the killed host: one per client of the load.
    expect(load.failed.length).toBeLessThanOrEqual(PEOPLE + 2);
    expect(afterChecks).toEqual([]);
    expect(load.failed.every((call) => call.at >= killedAt)).toBe(true);
    // A failed write may or may not have been applied; every acknowledged one is there.
    await expectWritesKept(cluster.stack, load);
  }, 300_000);
});
