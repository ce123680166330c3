/**
 * Directory word search at scale: seeds 100,000 users and 10,000 groups in a dedicated database,
 * starts the built api in its own process on loopback (as production runs it), waits for its
 * directory index, signs in through the real OpenID flow, then fires word searches at 20 concurrent
 * requests as raw bytes (node:http, keep-alive) and prints latency percentiles, throughput and the
 * api's CPU per call.
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
import { apiCpuPerCall, startApiProcess, waitForDirectoryIndex, type ApiProcess } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { formatFigures, runRawLoad } from '../support/load';
import { searchTexts, seedGroups, seedUsers } from './seed-directory.bench';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = setting('BENCH_USERS', 100_000);
const GROUPS = setting('BENCH_GROUPS', 10_000);
const REQUESTS = setting('BENCH_REQUESTS', 2_000);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 20);
/** Each phase stops issuing requests after this, so a slow database cannot hold the bench for hours. */
const PHASE_BUDGET_MS = setting('BENCH_PHASE_SECONDS', 120) * 1000;
/** How long the api may take to build its directory index after starting. */
const WARM_UP_BUDGET_MS = setting('BENCH_WARM_UP_SECONDS', 600) * 1000;
/** A few requests, not counted, so connections and code paths are warm; low concurrency so they do not queue. */
const WARM_UP_REQUESTS = 20;
const WARM_UP_CONCURRENCY = 4;
const BENCH_DATABASE = 'portal_bench_directory';
const BENCH_LOGIN = 'bench.admin';

async function run(connection: Connection) {
  console.log(`database: ${await databaseKind(connection)} · ${USERS} users, ${GROUPS} groups · ${REQUESTS} requests each at ${CONCURRENCY} concurrent`);
  // The signed-in administrator is written first (see README: how FerretDB finds them).
  await connection.collection('users').insertOne({
    id_portal: BENCH_LOGIN, hermes_id: 'HB-admin', firstname: 'Bench', lastname: 'Admin', fullname: 'Bench Admin',
    is_administrator: true, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Admin'),
    services: [], language: 'en', bookmarks: [], has_access: { validations: false },
  });

  const random = seededRandom(20240601);
  const seedStart = performance.now();
  const guids = await seedGroups(connection, GROUPS, random);
  const groupsSeconds = (performance.now() - seedStart) / 1000;
  await seedUsers(connection, USERS, guids, random);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`seeding: ${seedSeconds.toFixed(1)} s (groups ${groupsSeconds.toFixed(1)} s, users ${(seedSeconds - groupsSeconds).toFixed(1)} s)`);

  // Seeded before the api starts: it finds sizes its index does not match and builds it, as after an import.
  const startedAt = performance.now();
  const api = await startApiProcess(BENCH_DATABASE);
  try {
    console.log(`api process ${api.pid} healthy in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (log: ${api.log})`);
    const indexMs = await waitForDirectoryIndex(BENCH_DATABASE, WARM_UP_BUDGET_MS);
    console.log(`read models warm-up (directory index built by the api at start): ${(indexMs / 1000).toFixed(1)} s`);
    await measure(api, random, connection);
  } finally {
    await api.stop();
  }
}

async function measure(api: ApiProcess, random: ReturnType<typeof seededRandom>, connection: Connection) {
  const client = await signIn(api.base, BENCH_LOGIN);
  const headers = { cookie: client.cookieHeader() };

  const userTexts = searchTexts(random, REQUESTS + WARM_UP_REQUESTS, () => {
    const { firstname, lastname } = personName(random);
    return `${firstname} ${lastname}`;
  });
  const groupTexts = searchTexts(random, REQUESTS + WARM_UP_REQUESTS, () => `${random.pick(GROUP_DEPARTMENTS)} ${random.pick(GROUP_PLACES)}`);
  const urls = (path: string, texts: string[]) => texts.map((t) => `${api.base}/api/${path}/${encodeURIComponent(t)}?date=${Date.now()}`);

  for (const [label, path, texts] of [['users', 'getUsers/word', userTexts], ['groups', 'getServices/word', groupTexts]] as const) {
    await runRawLoad(urls(path, texts.slice(0, WARM_UP_REQUESTS)), WARM_UP_CONCURRENCY, headers, PHASE_BUDGET_MS / 4);
    const cpuBefore = api.cpuMs();
    const figures = await runRawLoad(urls(path, texts.slice(WARM_UP_REQUESTS)), CONCURRENCY, headers, PHASE_BUDGET_MS);
    console.log(formatFigures(label, figures));
    console.log(`         ${apiCpuPerCall(api, cpuBefore, figures.completed)}`);
  }
  await singleCalls(api.base, headers);
  console.log(`plan of a users search: ${await searchPlan(connection, userTexts[0])}`);
}

/** One call each of the heavier lookups, for the record (not under load). */
async function singleCalls(base: string, headers: Record<string, string>) {
  const calls = [
    ['getMapUsers', '/api/getMapUsers'],
    ['paginate p1', '/api/getUsers/paginate/50/true/1/true/lastname/'],
    ['paginate p1000', '/api/getUsers/paginate/50/true/1000/true/lastname/'],
    ['hermesid', '/api/getUser/hermesid/HB-54321'],
  ];
  for (const [label, path] of calls) {
    const t0 = performance.now();
    try {
      // Each bounded by the phase budget: on FerretDB these still scan every user.
      const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(PHASE_BUDGET_MS) });
      const bytes = (await res.arrayBuffer()).byteLength;
      console.log(`${label.padEnd(15)} ${res.status} in ${(performance.now() - t0).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB`);
    } catch (err) {
      console.log(`${label.padEnd(15)} no answer after ${(performance.now() - t0).toFixed(0)} ms (${err instanceof Error ? err.name : err})`);
    }
  }
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

withBenchDatabase(BENCH_DATABASE, run)
  .catch((err) => console.log(`directory bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
