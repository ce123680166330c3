/**
 * The morning peak (issue 37 §5): a company of BENCH_PEAK_COMPANY people (100,000) on two api hosts
 * behind HAProxy, two workers, Redis, FerretDB and the dev stack's OpenID provider, all on this machine
 * (the fault suite's cluster: test/faults/support/cluster.ts). 20 % of the company open the portal within
 * 15 minutes; each person signs in through the real OpenID flow, loads what the front's first screen asks
 * (themselves, the wall, the sidebar's categories, bookmarks, "Recently used"), searches the directory
 * three times and opens two tools. The replay is time-compressed: BENCH_PEAK_CONCURRENCY (24) people at
 * once, one after the other, until 20 % of the company is served or BENCH_PEAK_SECONDS (180) have passed.
 *
 *   npx nest build && FAULTS_API_PORT=3250 npm run bench -- peak
 *
 * Prints the sustained rate (people/min, calls/s), p95 per call kind, the errors (any non-2xx), the CPU of
 * each process from /proc over the measured phase, and the rate projected on N api hosts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import mongoose from 'mongoose';
import { signIn } from '../../test/support/sign-in';
import type { ApiClient } from '../../test/support/http-client';
import { startCluster, type ClusterStack } from '../../test/faults/support/cluster';
import { percentile } from '../../test/faults/support/directory-files';
import { seededRandom, personName } from '../directory/directory-names.bench-data';
import { searchTexts, seedGroups, seedUsers } from '../directory/seed-directory.bench';
import { waitForDirectoryIndex } from '../support/api-process';
import { CommandCounter, type CommandShape } from '../support/command-counter';
import { runCalls } from '../support/load';
import { benchSizes } from '../support/settings';

const { COMPANY, CONCURRENCY, PEAK_SECONDS, WARM_UP_PEOPLE, INDEX_MINUTES } = benchSizes('peak');
const GROUPS = Math.max(10, Math.round(COMPANY / 10));
const ARRIVING = Math.round(COMPANY * 0.2);
const WINDOW_MIN = 15;
const BUDGET_MS = PEAK_SECONDS * 1000;

interface Person {
  login: string;
  id: string;
  hermesId: string;
}

/** Each call kind's answer times (ms) and its failures. */
class Calls {
  readonly times = new Map<string, number[]>();
  readonly errors: string[] = [];
  count = 0;

  async timed<T extends { status: number }>(kind: string, send: () => PromiseLike<T>): Promise<T | undefined> {
    const started = performance.now();
    this.count++;
    const res = await Promise.resolve(send()).then(
      (answer) => answer,
      (error: Error) => {
        this.errors.push(`${kind}: ${error.message.slice(0, 120)}`);
        return undefined;
      },
    );
    if (res && (res.status < 200 || res.status >= 300)) this.errors.push(`${kind}: ${res.status}`);
    if (res) this.record(kind, performance.now() - started);
    return res;
  }

  record(kind: string, ms: number) {
    if (!this.times.has(kind)) this.times.set(kind, []);
    this.times.get(kind)!.push(ms);
  }
}

/** utime + stime (ms) of a process and every process below it, from /proc. */
function treeCpuMs(root: number | undefined): number {
  if (!root) return NaN;
  const stats = new Map<number, { parent: number; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      /* ended meanwhile */
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.ms ?? 0;
    for (const [child, stat] of stats) if (stat.parent === pid) queue.push(child);
  }
  return total;
}

function processesOf(cluster: ClusterStack): Record<string, () => number> {
  const { stack } = cluster;
  return {
    'api hosts (2)': () => cluster.hosts.reduce((sum, host) => sum + treeCpuMs(host.pid), 0),
    'workers (2)': () => cluster.workers.reduce((sum, worker) => sum + treeCpuMs(worker.pid), 0),
    Redis: () => treeCpuMs(stack.redis.pid),
    FerretDB: () => treeCpuMs(stack.database.pid),
    HAProxy: () => treeCpuMs(cluster.haproxy.pid),
    'OIDC provider + SMTP sink': () => treeCpuMs(stack.services.pid),
    'load client (this process)': () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    },
  };
}

/** One person's morning: what the front does from the sign-in to two tools opened. */
async function morning(base: string, person: Person, tools: string[], texts: string[], calls: Calls, n: number): Promise<boolean> {
  const errorsBefore = calls.errors.length;
  let client: ApiClient | undefined;
  const started = performance.now();
  try {
    client = await signIn(base, person.login);
    calls.record('sign-in (whole OpenID flow)', performance.now() - started);
    calls.count++;
  } catch (error) {
    calls.errors.push(`sign-in: ${(error as Error).message.slice(0, 120)}`);
    return false;
  }
  const signedIn = client;
  // The first screen: these go out together, as the front's queries do.
  await Promise.all([
    calls.timed('getOneUser', () => signedIn.get('/api/getOneUser')),
    calls.timed('wall', () => signedIn.post(`/api/getApps/null/${person.hermesId}/10/100/true/true/false/false?lang=en`, { servicesList: '' })),
    calls.timed('categories', () => signedIn.post(`/api/categories/for-user/${person.hermesId}?lang=en`, { servicesList: '' })),
    calls.timed('bookmarks', () => signedIn.get('/api/getBookmarkedApps')),
    calls.timed('recently used', () => signedIn.get('/api/opens/recent')),
  ]);
  for (let s = 0; s < 3; s++) await calls.timed('search', () => signedIn.get(`/api/getUsers/word/${encodeURIComponent(texts[(n * 3 + s) % texts.length])}`));
  for (let o = 0; o < 2; o++) await calls.timed('open a tool', () => signedIn.post('/api/opens', { toolId: tools[(n + o) % tools.length] }));
  return calls.errors.length === errorsBefore;
}

async function main() {
  const random = seededRandom(37);
  console.log(`morning peak: a company of ${COMPANY.toLocaleString('en')}, ${ARRIVING.toLocaleString('en')} arriving within ${WINDOW_MIN} min; load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const seedStarted = Date.now();
  // The api hosts and workers send every database command through this relay, which counts them by filter.
  const counter = new CommandCounter();
  await counter.start();
  let seededAt = 0;
  const cluster = await startCluster('bench-peak', {
    env: { MONGO_URL: counter.url('portal') },
    // The company is in the database before any api starts: each builds the directory index from it.
    beforeApps: async (mongoUrl) => {
      counter.pointAt(new URL(mongoUrl));
      const connection = await mongoose.createConnection(mongoUrl).asPromise();
      try {
        await seedUsers(connection, COMPANY, await seedGroups(connection, GROUPS, random), random);
      } finally {
        await connection.close();
      }
      seededAt = Date.now();
      console.log(`company seeded in ${((seededAt - seedStarted) / 1000).toFixed(0)} s (the stack's start included)`);
    },
  });
  try {
    // The hosts serve before their directory index is built (searches go to the database meanwhile): wait for it.
    process.env.REDIS_URL = cluster.stack.env.REDIS_URL;
    await waitForDirectoryIndex(new URL(cluster.stack.env.MONGO_URL).pathname.slice(1), INDEX_MINUTES * 60_000);
    console.log(`cluster started and the company indexed ${((Date.now() - seededAt) / 1000).toFixed(0)} s after the seed`);
    const db = await cluster.stack.db();
    const people: Person[] = (
      await db
        .collection('users')
        .find({ id_portal: /^(c_|i_)?bench\./, deleted: false }, { projection: { id_portal: 1, hermes_id: 1 } })
        .limit(ARRIVING + WARM_UP_PEOPLE)
        .toArray()
    ).map((user) => ({ login: String(user.id_portal), id: String(user._id), hermesId: String(user.hermes_id) }));
    const tools = (await db.collection('apps').find({ users: 'all', is_published: true, deleted: { $ne: true } }, { projection: { _id: 1 } }).limit(20).toArray()).map((tool) => String(tool._id));
    const texts = searchTexts(random, 3_000, () => {
      const { firstname, lastname } = personName(random);
      return `${firstname} ${lastname}`;
    });
    const base = cluster.stack.baseUrl;

    // Warm-up (JIT, connection pools, the index's first answers): not counted.
    await runCalls(WARM_UP_PEOPLE, CONCURRENCY, BUDGET_MS, (n) => morning(base, people[people.length - 1 - n], tools, texts, new Calls(), n));

    const processes = processesOf(cluster);
    counter.reset();
    const before = Object.fromEntries(Object.entries(processes).map(([name, cpu]) => [name, cpu()]));
    const loadBefore = loadavg()[0];
    const calls = new Calls();
    const figures = await runCalls(Math.min(ARRIVING, people.length - WARM_UP_PEOPLE), CONCURRENCY, BUDGET_MS, (n) => morning(base, people[n], tools, texts, calls, n));
    const cpu = Object.fromEntries(Object.entries(processes).map(([name, read]) => [name, read() - before[name]]));
    const shapes = [...counter.shapes];
    const loadAfter = loadavg();

    const served = figures.completed + figures.failed;
    const perMinute = (served / figures.seconds) * 60;
    const needed = ARRIVING / WINDOW_MIN;
    console.log(`\nmeasured: ${served.toLocaleString('en')} people in ${figures.seconds.toFixed(0)} s at ${CONCURRENCY} at once${figures.stoppedByBudget ? ' (stopped by the time budget)' : ''}; load average ${loadBefore.toFixed(1)} → ${loadAfter[0].toFixed(1)} (5 min ${loadAfter[1].toFixed(1)})`);
    console.log('\n| figure | target | measured |\n|---|---|---|');
    console.log(`| sustained rate | ≥ ${needed.toFixed(0)} people/min (${ARRIVING.toLocaleString('en')} in ${WINDOW_MIN} min) | **${perMinute.toFixed(0)} people/min**, ${(calls.count / figures.seconds).toFixed(0)} calls/s (${(calls.count / served).toFixed(0)} a person, the sign-in counted as one) |`);
    console.log(`| errors | 0 | **${calls.errors.length}**${calls.errors.length ? ` (${[...new Set(calls.errors)].slice(0, 5).join('; ')})` : ''} |`);
    console.log(`| a person's whole morning, p50 · p95 | — | ${(figures.p50 / 1000).toFixed(2)} · ${(figures.p95 / 1000).toFixed(2)} s |`);
    for (const [kind, times] of calls.times) console.log(`| ${kind}: p50 · p95 (${times.length.toLocaleString('en')}) | — | ${percentile(times, 50).toFixed(0)} · **${percentile(times, 95).toFixed(0)} ms** |`);

    printCommands(shapes, served);

    const totalCpu = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
    console.log('\n| process | CPU s | share | CPU ms a person |\n|---|---|---|---|');
    for (const [name, ms] of Object.entries(cpu)) console.log(`| ${name} | ${(ms / 1000).toFixed(1)} | ${((ms / totalCpu) * 100).toFixed(0)} % | ${(ms / served).toFixed(1)} |`);
    console.log(`| all (of ${(2 * figures.seconds).toFixed(0)} core-s on 2 cores) | ${(totalCpu / 1000).toFixed(1)} | 100 % | ${(totalCpu / served).toFixed(1)} |`);

    // The model: each api host a 2-core machine of its own, the shared parts each on their own machine.
    // A person costs the api hosts A ms of CPU wherever they run, Redis R (one thread: one core),
    // FerretDB F (its SQLite writer: one core at most), HAProxy H, the OpenID provider P (one Node thread).
    // rate(N) = min(N × 2 cores / A, 1 core / R, 1 core / F, 1 core / H, 1 core / P), people a second.
    const perPerson = (name: string) => cpu[name] / served;
    const api = perPerson('api hosts (2)');
    const shared: [string, number][] = [
      ['Redis', perPerson('Redis')],
      ['FerretDB', perPerson('FerretDB')],
      ['HAProxy', perPerson('HAProxy')],
      ['OIDC provider', perPerson('OIDC provider + SMTP sink')],
    ];
    const [bound, boundMs] = shared.reduce((worst, part) => (part[1] > worst[1] ? part : worst));
    console.log(`\nprojection (each api host 2 cores of its own; Redis, FerretDB, HAProxy and the provider one core each): api ${api.toFixed(1)} ms a person; ${bound} bounds at ${((60_000 / boundMs) | 0).toLocaleString('en')} people/min`);
    console.log('| api hosts | people/min | bound by |\n|---|---|---|');
    for (const hosts of [1, 2, 4, 8]) {
      const apiRate = (hosts * 2 * 60_000) / api;
      const sharedRate = 60_000 / boundMs;
      console.log(`| ${hosts} | ${Math.min(apiRate, sharedRate).toFixed(0)} | ${apiRate < sharedRate ? 'api CPU' : bound} |`);
    }
  } finally {
    await cluster.stop();
    await counter.stop();
    await mongoose.disconnect().catch(() => undefined);
  }
}

/** The database commands of the measured phase a person, by command, collection and filter (api hosts and workers; health checks included). */
function printCommands(shapes: [string, CommandShape][], served: number) {
  const all = shapes.reduce((sum, [, shape]) => sum + shape.commands, 0);
  const scans = shapes.filter(([key]) => / \{/.test(key));
  console.log(`\ndatabase commands a person: ${(all / served).toFixed(2)}, of which reading a whole collection (a filter other than one \`_id\`): ${(scans.reduce((sum, [, shape]) => sum + shape.commands, 0) / served).toFixed(2)}`);
  console.log('| command, collection, filter | commands a person | statements a person |\n|---|---|---|');
  for (const [key, shape] of shapes.sort((a, b) => b[1].commands - a[1].commands)) {
    if (shape.commands / served < 0.005) continue;
    console.log(`| ${key} | ${(shape.commands / served).toFixed(2)} | ${(shape.statements / served).toFixed(2)} |`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  // A start that failed half-way leaves processes running: leaving ends them (managed-process.ts).
  .finally(() => process.exit());
