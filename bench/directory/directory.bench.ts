/**
 * Directory word search at scale: seeds 100,000 users and 10,000 groups in a dedicated database,
 * starts the built api in its own process on loopback (as production runs it), waits for its
 * directory index, signs in through the real OpenID flow, then fires word searches at 20 concurrent
 * requests as raw bytes (node:http, keep-alive) and prints latency percentiles, throughput and the
 * api's CPU per call; the same load against a bare node:http server answering the same bytes (the
 * limit, bench/support/limit-server.ts); the users table, getUser/hermesid and getMapUsers; the users
 * search made with the driver; then a table of figure / target / measured. BENCH_KEEP_DATA=1 keeps
 * the seeded database for the next run (which then skips seeding). BENCH_SINGLE_ONLY=1 times only the
 * single calls (users table, getMapUsers, lookups): no load phases, limit or driver searches.
 * BENCH_DRIVER=0 leaves out the driver's searches (minutes of scans on FerretDB), to compare builds.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/directory/directory.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import type { Connection } from 'mongoose';
import { DIRECTORY_SEARCH } from '../../src/directory/search/directory-search.limits';
import { PERSON_ORDER, userSearchFilterOf } from '../../src/directory/search/name-filter';
import { directorySearchWordsOf } from '../../src/directory/search/search-text';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { GROUP_DEPARTMENTS, GROUP_PLACES, personName, seededRandom } from './directory-names.bench-data';
import { cpuPerCall, phaseCpu, withWarmApi, type ApiProcess } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { formatFigures, LoadFigures, runCalls, runRawLoad } from '../support/load';
import { captureAnswer, limitRows, ms, printTable, startLimitServer } from '../support/limit-server';
import { searchTexts, seedGroups, seedUsers } from './seed-directory.bench';
import { benchSizes, PHASE_BUDGET_MS } from '../support/settings';

const { USERS, GROUPS, REQUESTS, CONCURRENCY } = benchSizes('directory');
/**
 * Calls of each load phase: ~5 s of searches, so its throughput is the api's steady state (with 2,000 or
 * 6,000, a phase of 0.5–2 s still carried V8's compilation and the machine's passing load).
 */
/**
 * Requests not counted, so connections are open and the hot paths compiled by V8's optimising compiler
 * before the figures start: with 20 the api's CPU a call counted its compilation too (0.50 ms a users
 * search over 2,000 calls against 0.34 ms over 6,000). Low concurrency so they do not queue.
 */
const WARM_UP_REQUESTS = 1_000;
const WARM_UP_CONCURRENCY = 4;
const BENCH_DATABASE = 'portal_bench_directory';
const BENCH_LOGIN = 'bench.admin';
const SINGLE_ONLY = process.env.BENCH_SINGLE_ONLY === '1';

async function run(connection: Connection, reused: boolean) {
  console.log(`database: ${await databaseKind(connection)} · ${USERS} users, ${GROUPS} groups · ${REQUESTS} requests each at ${CONCURRENCY} concurrent`);
  const random = seededRandom(20240601);
  if (!reused) await seed(connection, random);

  // Seeded before the api starts: it finds sizes its index does not match and builds it, as after an import.
  await withWarmApi(BENCH_DATABASE, (api) => measure(api, random, connection));
}

async function seed(connection: Connection, random: ReturnType<typeof seededRandom>) {  // The signed-in administrator is written first (see README: how FerretDB finds them).
  await connection.collection('users').insertOne({
    id_portal: BENCH_LOGIN, hermes_id: 'HB-admin', firstname: 'Bench', lastname: 'Admin', fullname: 'Bench Admin',
    is_administrator: true, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Admin'),
    services: [], language: 'en', bookmarks: [], has_access: { validations: false },
  });

  const seedStart = performance.now();
  const guids = await seedGroups(connection, GROUPS, random);
  const groupsSeconds = (performance.now() - seedStart) / 1000;
  await seedUsers(connection, USERS, guids, random);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`seeding: ${seedSeconds.toFixed(1)} s (groups ${groupsSeconds.toFixed(1)} s, users ${(seedSeconds - groupsSeconds).toFixed(1)} s)`);
}

async function measure(api: ApiProcess, random: ReturnType<typeof seededRandom>, connection: Connection) {
  const client = await signIn(api.base, BENCH_LOGIN);
  const headers = { cookie: client.cookieHeader() };
  // The people of a page of tools, as the front's search and the pickers fetch them: 200 ids, the most a call takes.
  const someIds = (await connection.collection('users').find({}, { projection: { _id: 1 } }).limit(200).toArray()).map((row) => String(row._id));
  if (SINGLE_ONLY) {
    const single = await singleCalls(api.base, headers, someIds);
    printTable([...single, ['load average (1 min) at the end', '—', loadavg()[0].toFixed(2)]]);
    return;
  }

  const userTexts = searchTexts(random, REQUESTS + WARM_UP_REQUESTS, () => {
    const { firstname, lastname } = personName(random);
    return `${firstname} ${lastname}`;
  });
  const groupTexts = searchTexts(random, REQUESTS + WARM_UP_REQUESTS, () => `${random.pick(GROUP_DEPARTMENTS)} ${random.pick(GROUP_PLACES)}`);
  const urls = (path: string, texts: string[]) => texts.map((t) => `${api.base}/api/${path}/${encodeURIComponent(t)}?date=${Date.now()}`);

  const measured: Record<string, { figures: LoadFigures; cpuMs: number }> = {};
  for (const [label, path, texts] of [['users', 'getUsers/word', userTexts], ['groups', 'getServices/word', groupTexts]] as const) {
    await runRawLoad(urls(path, texts.slice(0, WARM_UP_REQUESTS)), WARM_UP_CONCURRENCY, headers, PHASE_BUDGET_MS / 4);
    const cpuBefore = await phaseCpu(api);
    const figures = await runRawLoad(urls(path, texts.slice(WARM_UP_REQUESTS)), CONCURRENCY, headers, PHASE_BUDGET_MS);
    const cpuAfter = await phaseCpu(api);
    measured[label] = { figures, cpuMs: cpuAfter.api - cpuBefore.api };
    console.log(formatFigures(label, figures));
    console.log(`         ${cpuPerCall(cpuBefore, cpuAfter, figures.completed)}`);
  }

  // The limit: a bare node:http server answering the bytes of one users search to the same load.
  const agent = new Agent({ keepAlive: true });
  const captured = await captureAnswer(agent, urls('getUsers/word', userTexts.slice(0, 1))[0], 'GET', { ...headers, 'accept-encoding': 'gzip' });
  agent.destroy();
  const limitServer = await startLimitServer(captured);
  let limit: LoadFigures;
  let limitCpu: number;
  try {
    const limitUrls = (texts: string[]) => urls('getUsers/word', texts).map((url) => url.replace(api.base, limitServer.base));
    await runRawLoad(limitUrls(userTexts.slice(0, WARM_UP_REQUESTS)), WARM_UP_CONCURRENCY, headers, PHASE_BUDGET_MS / 4);
    const before = await phaseCpu(limitServer);
    limit = await runRawLoad(limitUrls(userTexts.slice(WARM_UP_REQUESTS)), CONCURRENCY, headers, PHASE_BUDGET_MS);
    const after = await phaseCpu(limitServer);
    limitCpu = after.api - before.api;
    console.log(formatFigures('limit', limit));
    console.log(`         ${cpuPerCall(before, after, limit.completed).replace('api', 'bare server')}`);
  } finally {
    await limitServer.stop();
  }

  const single = await singleCalls(api.base, headers, someIds);
  const driver = process.env.BENCH_DRIVER === '0' ? null : await driverSearches(connection, userTexts.slice(WARM_UP_REQUESTS));
  if (driver) console.log(formatFigures('driver', driver));
  console.log(`plan of a users search: ${await searchPlan(connection, userTexts[0])}`);
  const users = measured.users.figures;
  printTable([
    ...limitRows(`users search, ${CONCURRENCY} concurrent`, users, measured.users.cpuMs, limit, limitCpu, '≤ 30 ms'),
    ['users search: ratio to the driver\'s query, p50 · p95', '—', driver ? `${(users.p50 / driver.p50).toFixed(3)} · ${(users.p95 / driver.p95).toFixed(3)} (driver p95 ${ms(driver.p95)}, ${driver.completed} calls)` : 'not measured (BENCH_DRIVER=0)'],
    [`groups search, ${CONCURRENCY} concurrent: p95`, '≤ 30 ms', `${ms(measured.groups.figures.p95)} (CPU ${ms(measured.groups.cpuMs / Math.max(1, measured.groups.figures.completed))} a call)`],
    ...single.map(([label, target, value]): [string, string, string] => [label, target, value]),
    ['load average (1 min) at the end', '—', loadavg()[0].toFixed(2)],
  ]);
}

/** The users search made with the driver (a scan on FerretDB): few calls, bounded by the phase budget. */
function driverSearches(connection: Connection, texts: string[]): Promise<LoadFigures> {
  const users = connection.collection('users');
  return runCalls(Math.min(40, texts.length), 4, PHASE_BUDGET_MS / 2, async (n) => {
    await users.find(userSearchFilterOf(directorySearchWordsOf(texts[n])), { projection: { firstname: 1, lastname: 1, fullname: 1, id_portal: 1 } }).sort(PERSON_ORDER).limit(DIRECTORY_SEARCH.maxResults).toArray();
    return true;
  });
}

/** The median of five calls of each heavier read, alone (not under load), after one not counted. */
async function singleCalls(base: string, headers: Record<string, string>, someIds: string[]): Promise<[string, string, string][]> {
  const calls = [
    ['getMapUsers (no UI calls it: see getUsers/id)', '≤ 500 ms', '/api/getMapUsers'],
    [`getUsers/id, ${someIds.length} ids (the front's names for its search)`, '≤ 20 ms', `/api/getUsers/id/${someIds.join(',')}`],
    ['users table page 1, last name', '≤ 200 ms', '/api/getUsers/paginate/50/true/1/true/lastname/'],
    ['users table page 1000, last name', '≤ 200 ms', '/api/getUsers/paginate/50/true/1000/true/lastname/'],
    ['users table page 700, first name descending', '≤ 200 ms', '/api/getUsers/paginate/50/false/700/true/firstname/'],
    ['users table page 3, last sign-in', '≤ 200 ms', '/api/getUsers/paginate/50/true/3/true/last_login_time/'],
    ['users table, search "mar", page 2', '≤ 200 ms', '/api/getUsers/paginate/50/true/2/true/lastname/?q=mar'],
    ['users table, search "mar", page 2, last sign-in descending', '≤ 200 ms', '/api/getUsers/paginate/50/false/2/true/last_login_time/?q=mar'],
    ['users table, search "mar d" (two words), page 1, first name', '≤ 200 ms', '/api/getUsers/paginate/50/true/1/true/firstname/?q=mar%20d'],
    ['users table, search "m" (one letter), page 2', '≤ 200 ms', '/api/getUsers/paginate/50/true/2/true/lastname/?q=m'],
    ['users table, search "m", page 2, updated descending', '≤ 200 ms', '/api/getUsers/paginate/50/false/2/true/updated_time/?q=m'],
    ['users table, search "m", page 170 (the middle), first name', '≤ 200 ms', '/api/getUsers/paginate/50/true/170/true/firstname/?q=m'],
    ['users table, search "m d", last page, last name', '≤ 200 ms', '/api/getUsers/paginate/50/false/1/true/lastname/?q=m%20d'],
    ['react-admin users list, page 40, updated', '≤ 200 ms', '/api/admin/users?sort=["updated_time","DESC"]&range=[1950,1999]'],
    ['getUser/hermesid', '≤ 20 ms', `/api/getUser/hermesid/HB-${Math.floor(USERS / 2)}`],
  ];
  const rows: [string, string, string][] = [];
  for (const [label, target, path] of calls) {
    const times: number[] = [];
    let note = '';
    for (let n = 0; n < 6; n++) {
      const t0 = performance.now();
      try {
        // Each bounded by the phase budget: the database fallback scans every user on FerretDB.
        const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(PHASE_BUDGET_MS) });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (n > 0) times.push(performance.now() - t0);
        note = `${res.status}, ${(bytes / 1024).toFixed(0)} KiB`;
      } catch (err) {
        note = `no answer after ${(performance.now() - t0).toFixed(0)} ms (${err instanceof Error ? err.name : err})`;
        break;
      }
    }
    times.sort((a, b) => a - b);
    const median = times.length ? ms(times[Math.floor(times.length / 2)]) : 'n/a';
    console.log(`${label.padEnd(44)} median ${median} (${note})`);
    rows.push([label, target, `${median} (${note})`]);
  }
  return rows;
}

/** How the database answers one search: index bounds on MongoDB, pushdown flags on FerretDB. */
async function searchPlan(connection: Connection, text: string): Promise<string> {
  const explain = (await connection
    .collection('users')
    .find(userSearchFilterOf(directorySearchWordsOf(text)))
    .sort(PERSON_ORDER)
    .limit(DIRECTORY_SEARCH.maxResults)
    .explain()) as { filterPushdown?: boolean; queryPlanner?: { winningPlan?: PlanStage } };
  if (explain.filterPushdown !== undefined) return `"${text}": FerretDB filter pushdown ${explain.filterPushdown} (full scan)`;
  const stages: string[] = [];
  for (let stage = explain.queryPlanner?.winningPlan; stage; stage = stage.inputStage ?? stage.queryPlan) {
    stages.push(stage.indexName ? `${stage.stage}(${stage.indexName})` : stage.stage);
  }
  return `"${text}": ${stages.join(' ← ')}`;
}
type PlanStage = { stage: string; indexName?: string; inputStage?: PlanStage; queryPlan?: PlanStage };

withBenchDatabase(BENCH_DATABASE, run, { reusable: true })
  .catch((err) => console.log(`directory bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
