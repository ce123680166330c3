/**
 * The wall at scale: seeds 5,000 tools, 50,000 users and 2,000 groups in a dedicated database,
 * boots the real api in process on loopback, signs in through the real OpenID flow as a user who
 * sees about 1,000 tools, then fires the wall call (POST getApps/...) at 50 concurrent requests and
 * prints latency percentiles, the response size (raw and gzip), and the same query made directly
 * with the driver, with the ratio between the two.
 *   set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/wall/wall.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { DirectoryIndex } from '../../src/directory/search/index/directory-index';
import { ToolCatalogue } from '../../src/tools/catalogue/tool-catalogue';
import { visibleToolsFilter } from '../../src/tools/visibility/tool-visibility';
import { signIn } from '../../test/support/sign-in';
import { seededRandom } from '../directory/directory-names.bench-data';
import { withBenchApp, databaseKind } from '../support/bench-app';
import { formatFigures } from '../support/load';
import { seedGroups, seedUsers } from '../directory/seed-directory.bench';
import { rawRequest, runCalls } from '../support/load';
import { Agent } from 'node:http';
import { seedTools } from './seed-wall.bench';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TOOLS = setting('BENCH_TOOLS', 5_000);
const USERS = setting('BENCH_USERS', 50_000);
const GROUPS = setting('BENCH_GROUPS', 2_000);
const REQUESTS = setting('BENCH_REQUESTS', 500);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 50);
const PHASE_BUDGET_MS = setting('BENCH_PHASE_SECONDS', 120) * 1000;
const WARM_UP = 10;
const BENCH_DATABASE = 'portal_bench_wall';
const BENCH_LOGIN = 'bench.wall';
const BENCH_HERMES_ID = 'HB-wall';
/** ~12% public + ~8% own subsidiary + a few private ones and managed ones ≈ 1,000 of 5,000. */
const MIX = { publicShare: 0.12, ownSubsidiaryShare: 0.08, otherSubsidiaryShare: 0.3 };

async function run(app: NestExpressApplication, connection: Connection) {
  const kind = await databaseKind(connection);
  console.log(`database: ${kind} · ${TOOLS} tools, ${USERS} users, ${GROUPS} groups · ${REQUESTS} wall calls at ${CONCURRENCY} concurrent`);
  await connection.dropDatabase();
  await connection.syncIndexes();

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
  // The seed wrote behind the app: load the catalogue and build the directory index (its login map
  // spares the sign-in a scan), as after an import, and time it.
  const warmStart = performance.now();
  const catalogue = app.get(ToolCatalogue);
  await Promise.all([catalogue.reloadAll(), app.get(DirectoryIndex).rebuild()]);
  console.log(`read models warm-up: ${((performance.now() - warmStart) / 1000).toFixed(1)} s (catalogue ${catalogue.size} tools, ~${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB heap)`);

  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const client = await signIn(app.getHttpServer(), BENCH_LOGIN);
  const headers = {
    cookie: client.cookieHeader(),
    'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
  };
  const body = JSON.stringify({ servicesList: encodeURIComponent(benchGroups.join('___')) });
  const wallCall = async () => {
    const res = await fetch(`${base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false?date=${Date.now()}`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    return res.ok;
  };

  const t0 = performance.now();
  const once = await fetch(`${base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false?date=${Date.now()}`, { method: 'POST', headers, body });
  const raw = Buffer.from(await once.arrayBuffer());
  const alone = performance.now() - t0;
  const cards = JSON.parse(raw.toString('utf8')) as unknown[];
  const onWire = once.headers.get('content-encoding') ?? 'identity';
  console.log(
    `wall alone: ${once.status} in ${alone.toFixed(0)} ms, ${cards.length} tools · ${(raw.byteLength / 1024).toFixed(0)} KiB raw JSON · ${(gzipSync(raw).byteLength / 1024).toFixed(0)} KiB gzip · sent as ${onWire}`,
  );

  await runCalls(WARM_UP, 4, PHASE_BUDGET_MS / 4, wallCall);
  const cpuOf = (label: string, before: NodeJS.CpuUsage, figures: { completed: number; seconds: number }) => {
    const cpu = process.cpuUsage(before);
    // Api and load generator share this process (and its one event loop): what each call cost in CPU.
    console.log(`         cpu of this process (api + client): ${((cpu.user + cpu.system) / 1000 / Math.max(1, figures.completed)).toFixed(2)} ms per ${label} call over ${figures.seconds.toFixed(1)} s`);
  };
  let cpuBefore = process.cpuUsage();
  const http = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, wallCall);
  console.log(formatFigures('http', http));
  cpuOf('fetch', cpuBefore, http);

  // The same calls read as raw bytes (gzip not inflated by the client in this process).
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const wallUrl = `${base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false`;
  const rawCall = async () => (await rawRequest(agent, `${wallUrl}?date=${Date.now()}`, 'POST', headers, body)).status === 200;
  await runCalls(WARM_UP, 4, PHASE_BUDGET_MS / 4, rawCall);
  cpuBefore = process.cpuUsage();
  const rawFigures = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, rawCall);
  console.log(formatFigures('http raw', rawFigures));
  cpuOf('raw', cpuBefore, rawFigures);
  agent.destroy();

  const viewer = { userId: String(benchUserId), groups: benchGroups, subsidiaryId: String(subsidiaryId) };
  const apps = connection.collection('apps');
  const d0 = performance.now();
  await apps.find(visibleToolsFilter(viewer)).toArray();
  console.log(`driver alone: ${(performance.now() - d0).toFixed(0)} ms`);
  const driverCall = async () => (await apps.find(visibleToolsFilter(viewer), { projection: { titleLower: 0, pending_validation: 0, translated_into: 0 } }).toArray()).length > 0;
  await runCalls(WARM_UP, 4, PHASE_BUDGET_MS / 4, driverCall);
  const driver = await runCalls(REQUESTS, CONCURRENCY, PHASE_BUDGET_MS, driverCall);
  console.log(formatFigures('driver', driver));
  console.log(`ratio http/driver: p50 ${(http.p50 / driver.p50).toFixed(2)} · p95 ${(http.p95 / driver.p95).toFixed(2)}`);
  console.log(`ratio http raw/driver: p50 ${(rawFigures.p50 / driver.p50).toFixed(2)} · p95 ${(rawFigures.p95 / driver.p95).toFixed(2)}`);
}

withBenchApp(BENCH_DATABASE, run)
  .catch((err) => console.log(`wall bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
