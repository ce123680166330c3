/**
 * The wall at scale: seeds 5,000 tools, 50,000 users and 2,000 groups in a dedicated database,
 * starts the built api in its own process on loopback (as production runs it), signs in through the
 * real OpenID flow as a user who sees about 1,000 tools, then fires the wall call (POST getApps/...)
 * at 50 concurrent requests as raw bytes (node:http, keep-alive, gzip left compressed as a browser
 * receives it) and prints latency percentiles, the api's CPU per call, the response size (raw and
 * gzip), and the same query made directly with the driver, with the ratio between the two. The same
 * load against a bare node:http server answering the same bytes (bench/support/limit-server.ts) gives
 * the limit the api's throughput is a ratio of; a table of figure / target / measured closes the run.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/wall/wall.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import { Agent } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { visibleToolsFilter } from '../../src/tools/visibility/tool-visibility';
import { signIn } from '../../test/support/sign-in';
import { seededRandom } from '../directory/directory-names.bench-data';
import { seedGroups, seedUsers } from '../directory/seed-directory.bench';
import { cpuPerCall, phaseCpu, withWarmApi, type ApiProcess } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { formatFigures, rawRequest, runCalls } from '../support/load';
import { captureAnswer, limitRows, ms, printTable, startLimitServer } from '../support/limit-server';
import { seedTools } from './seed-wall.bench';
import { benchSizes, PHASE_BUDGET_MS } from '../support/settings';

const { TOOLS, USERS, GROUPS, REQUESTS, CONCURRENCY, HTTP_WARM_UP } = benchSizes('wall');
const WARM_UP = 10;
/** Calls of the api and of the limit before each is measured, not counted: the path compiled, its caches filled. */
const BENCH_DATABASE = 'portal_bench_wall';
const BENCH_LOGIN = 'bench.wall';
const BENCH_HERMES_ID = 'HB-wall';
/** ~12% public + ~8% own subsidiary + a few private ones and managed ones ≈ 1,000 of 5,000. */
const MIX = { publicShare: 0.12, ownSubsidiaryShare: 0.08, otherSubsidiaryShare: 0.3 };

async function run(connection: Connection) {
  const kind = await databaseKind(connection);
  console.log(`database: ${kind} · ${TOOLS} tools, ${USERS} users, ${GROUPS} groups · ${REQUESTS} wall calls at ${CONCURRENCY} concurrent`);

  const random = seededRandom(20240917);
  const subsidiaryId = new Types.ObjectId();
  const otherSubsidiaryId = new Types.ObjectId();
  const groupGuids = Array.from({ length: GROUPS }, (_, n) => `GRP-${n}`);
  const benchGroups = Array.from({ length: 5 }, () => random.pick(groupGuids));
  // The signed-in user is written first (as in bench/directory: a scan without index finds them at once).
  const benchUserId = new Types.ObjectId();
  await connection.collection('users').insertOne({
    _id: benchUserId, id_portal: BENCH_LOGIN, hermes_id: BENCH_HERMES_ID, firstname: 'Bench', lastname: 'Wall', fullname: 'Bench Wall',
    is_administrator: false, is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Wall'),
    services: benchGroups, language: 'en', bookmarks: [], has_access: { validations: false }, subsidiary: { _id: subsidiaryId, name: 'Bench subsidiary' },
  });

  const seedStart = performance.now();
  await seedGroups(connection, GROUPS, random);
  await seedUsers(connection, USERS, groupGuids, random);
  const categoryIds = Array.from({ length: 12 }, () => new Types.ObjectId());
  await connection.collection('categories').insertMany(
    categoryIds.map((_id, n) => ({ _id, name: { en: `Category ${n}`, fr: `Catégorie ${n}` }, icon: 'data:image/svg+xml;base64,PHN2Zy8+' })),
  );
  const userIds = Array.from({ length: 1_000 }, () => String(new Types.ObjectId()));
  await seedTools(connection, { tools: TOOLS, ...MIX }, random, {
    groupGuids, userIds, subsidiaryId, otherSubsidiaryId, categoryIds, benchUserId: String(benchUserId),
  });
  console.log(`seeding: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // Seeded before the api starts: it loads the catalogue at start and builds the directory index
  // (its login map spares the sign-in a scan), as after an import.
  const viewer = { userId: String(benchUserId), groups: benchGroups, subsidiaryId: String(subsidiaryId) };
  await withWarmApi(BENCH_DATABASE, (api) => measure(api, benchGroups, viewer, connection));
}

async function measure(api: ApiProcess, benchGroups: string[], viewer: { userId: string; groups: string[]; subsidiaryId: string }, connection: Connection) {
  const client = await signIn(api.base, BENCH_LOGIN);
  const headers = {
    cookie: client.cookieHeader(),
    'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
  };
  const body = JSON.stringify({ servicesList: encodeURIComponent(benchGroups.join('___')) });
  const wallUrl = `${api.base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false`;

  // The first call waits for the catalogue (loaded at start) and builds this viewer's answer; the second is served from it.
  for (const label of ['first wall', 'wall alone']) {
    const t0 = performance.now();
    const once = await fetch(`${wallUrl}?date=${Date.now()}`, { method: 'POST', headers, body });
    const raw = Buffer.from(await once.arrayBuffer());
    const alone = performance.now() - t0;
    const cards = JSON.parse(raw.toString('utf8')) as unknown[];
    const onWire = once.headers.get('content-encoding') ?? 'identity';
    console.log(
      `${label}: ${once.status} in ${alone.toFixed(0)} ms, ${cards.length} tools · ${(raw.byteLength / 1024).toFixed(0)} KiB raw JSON · ${(gzipSync(raw).byteLength / 1024).toFixed(0)} KiB gzip · sent as ${onWire}, ETag ${once.headers.get('etag') ? 'yes' : 'no'}`,
    );
  }

  // The calls read as raw bytes (gzip left compressed, as a browser receives it), from this process.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let wireBytes = 0;
  const rawCall = async () => {
    const answer = await rawRequest(agent, `${wallUrl}?date=${Date.now()}`, 'POST', headers, body);
    wireBytes = answer.bytes;
    return answer.status === 200;
  };
  await runCalls(HTTP_WARM_UP, CONCURRENCY, PHASE_BUDGET_MS / 4, rawCall);
  const cpuBefore = await phaseCpu(api);
  const http = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, rawCall);
  const cpuAfter = await phaseCpu(api);
  const apiCpu = cpuAfter.api - cpuBefore.api;
  console.log(formatFigures('http', http));
  console.log(`         ${cpuPerCall(cpuBefore, cpuAfter, http.completed)} · ${(wireBytes / 1024).toFixed(0)} KiB on the wire a call`);

  // The limit: the same bytes for the same request from a bare node:http server, under the same load.
  const captured = await captureAnswer(agent, `${wallUrl}?date=${Date.now()}`, 'POST', headers, body);
  agent.destroy();
  const limitServer = await startLimitServer(captured);
  const limitAgent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const limitUrl = wallUrl.replace(api.base, limitServer.base);
  const limitCall = async () => (await rawRequest(limitAgent, `${limitUrl}?date=${Date.now()}`, 'POST', headers, body)).status === 200;
  let limit;
  let limitCpu;
  try {
    await runCalls(HTTP_WARM_UP, CONCURRENCY, PHASE_BUDGET_MS / 4, limitCall);
    const limitCpuBefore = await phaseCpu(limitServer);
    limit = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, limitCall);
    const limitCpuAfter = await phaseCpu(limitServer);
    limitCpu = limitCpuAfter.api - limitCpuBefore.api;
    console.log(formatFigures('limit', limit));
    console.log(`         ${cpuPerCall(limitCpuBefore, limitCpuAfter, limit.completed).replace('api', 'bare server')}`);
  } finally {
    limitAgent.destroy();
    await limitServer.stop();
  }

  const apps = connection.collection('apps');
  const d0 = performance.now();
  await apps.find(visibleToolsFilter(viewer)).toArray();
  console.log(`driver alone: ${(performance.now() - d0).toFixed(0)} ms`);
  const driverCall = async () => (await apps.find(visibleToolsFilter(viewer), { projection: { titleLower: 0, pending_validation: 0, translated_into: 0 } }).toArray()).length > 0;
  await runCalls(WARM_UP, 4, PHASE_BUDGET_MS / 4, driverCall);
  const driver = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, driverCall);
  console.log(formatFigures('driver', driver));
  console.log(`ratio http/driver: p50 ${(http.p50 / driver.p50).toFixed(2)} · p95 ${(http.p95 / driver.p95).toFixed(2)}`);
  printTable([
    ...limitRows(`wall, ${CONCURRENCY} concurrent`, http, apiCpu, limit, limitCpu, '≤ 50 ms'),
    ['wall: on the wire a call', '< 250 KB', `${(wireBytes / 1024).toFixed(0)} KiB`],
    ['wall: ratio to the driver\'s query, p50 · p95', '—', `${(http.p50 / driver.p50).toFixed(3)} · ${(http.p95 / driver.p95).toFixed(3)} (driver p95 ${ms(driver.p95)})`],
    ['load average (1 min) at the end', '—', (await import('node:os')).loadavg()[0].toFixed(2)],
  ]);
}

withBenchDatabase(BENCH_DATABASE, run)
  .catch((err) => console.log(`wall bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
