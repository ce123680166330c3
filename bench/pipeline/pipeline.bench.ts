/**
 * One request pipeline (issue 33 §3): the wall, the users search and the open beacon, each measured in one
 * run on this machine, loopback only, bounded in calls and time, against
 *  - the product's api (`node dist/main.js`: Express with the fast path, `src/platform/http/fast-routes.ts`);
 *  - NestJS on `@nestjs/platform-fastify` with no fast path, and NestJS on Express with no fast path
 *    (`framework-server.ts`: the framework alone answering the api's bytes behind one guard);
 *  - the bare `node:http` limit answering the same bytes (bench/support/limit-server.ts).
 * Seeds a small catalogue and directory in its own database, signs in through the real OpenID flow, captures
 * each call's answer from the api, then loads each server in turn with the same calls (node:http keep-alive,
 * gzip left compressed). The framework servers do none of the product's work, so the bench also projects the
 * product on Fastify: the framework's CPU a call plus the work the fast path adds over the bare server.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/pipeline/pipeline.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { seededRandom } from '../directory/directory-names.bench-data';
import { seedGroups, seedUsers } from '../directory/seed-directory.bench';
import { cpuMsOf, phaseCpu, serverNode, serverNodeVersion, startApiProcess, stopProcess, waitForDirectoryIndex } from '../support/api-process';
import { withBenchDatabase } from '../support/bench-database';
import { LoadFigures, rawRequest, runCalls } from '../support/load';
import { answerFile, captureAnswer, CapturedAnswer, ms, printTable, startLimitServer } from '../support/limit-server';
import { benchSizes } from '../support/settings';
import { seedTools } from '../wall/seed-wall.bench';

const ROOT = resolve(__dirname, '../..');
const { TOOLS, USERS, REQUESTS, WARM_UP, PHASE_SECONDS } = benchSizes('pipeline');
const PHASE_BUDGET_MS = PHASE_SECONDS * 1000;
const BENCH_DATABASE = 'portal_bench_pipeline';
const BENCH_LOGIN = 'bench.pipeline';
const BENCH_HERMES_ID = 'HB-pipeline';
/** bench/README.md's targets: the wall's p95 and the searches'; every call ≤ 0.5 ms of api CPU. */
const CALLS = [
  { name: 'wall', concurrency: 50, p95Target: 50 },
  { name: 'search', concurrency: 20, p95Target: 30 },
  { name: 'open', concurrency: 20, p95Target: 30 },
] as const;
type CallName = (typeof CALLS)[number]['name'];
const CPU_TARGET_MS = 0.5;
const SERVERS = ['bare node:http (limit)', 'api: Express + fast path', 'Nest on Fastify, no fast path', 'Nest on Express, no fast path'] as const;

interface Measured {
  figures: LoadFigures;
  cpuPerCall: number;
}

interface Server {
  base: string;
  cpuMs(): number;
  stop(): Promise<void>;
}

async function run(connection: Connection) {
  const random = seededRandom(20261128);
  const benchUserId = new Types.ObjectId();
  const subsidiaryId = new Types.ObjectId();
  const groupGuids = await seedGroups(connection, 200, random);
  await connection.collection('users').insertOne({
    _id: benchUserId, id_portal: BENCH_LOGIN, hermes_id: BENCH_HERMES_ID, firstname: 'Bench', lastname: 'Pipeline', fullname: 'Bench Pipeline',
    is_administrator: false, is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Pipeline'),
    services: groupGuids.slice(0, 5), language: 'en', bookmarks: [], has_access: { validations: false }, subsidiary: { _id: subsidiaryId, name: 'Bench subsidiary' },
  });
  await seedUsers(connection, USERS, groupGuids, random);
  const categoryIds = Array.from({ length: 12 }, () => new Types.ObjectId());
  await connection.collection('categories').insertMany(categoryIds.map((_id, n) => ({ _id, name: { en: `Category ${n}`, fr: `Catégorie ${n}` }, icon: 'data:image/svg+xml;base64,PHN2Zy8+' })));
  await seedTools(connection, { tools: TOOLS, publicShare: 0.12, ownSubsidiaryShare: 0.08, otherSubsidiaryShare: 0.3 }, random, {
    groupGuids, userIds: [String(benchUserId)], subsidiaryId, otherSubsidiaryId: new Types.ObjectId(), categoryIds, benchUserId: String(benchUserId),
  });
  const openable = String((await connection.collection('apps').findOne({ subsidiaryId: null, users: 'all' }, { projection: { _id: 1 } }))?._id);

  const api = await startApiProcess(BENCH_DATABASE);
  const measured = new Map<string, Measured>();
  let captured: Record<CallName, CapturedAnswer>;
  let requests: Record<CallName, (base: string) => { url: string; method: string; body?: string }>;
  let headers: Record<string, string>;
  try {
    await waitForDirectoryIndex(BENCH_DATABASE, 300_000);
    const client = await signIn(api.base, BENCH_LOGIN);
    headers = { cookie: client.cookieHeader(), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    const wallBody = JSON.stringify({ servicesList: encodeURIComponent(groupGuids.slice(0, 5).join('___')) });
    requests = {
      wall: (base) => ({ url: `${base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false?date=${Date.now()}`, method: 'POST', body: wallBody }),
      search: (base) => ({ url: `${base}/api/getUsers/word/mar`, method: 'GET' }),
      open: (base) => ({ url: `${base}/api/opens?date=${Date.now()}`, method: 'POST', body: JSON.stringify({ toolId: openable }) }),
    };
    const agent = new Agent({ keepAlive: true });
    captured = {} as Record<CallName, CapturedAnswer>;
    for (const { name } of CALLS) {
      const call = requests[name](api.base);
      captured[name] = await captureAnswer(agent, call.url, call.method, headers, call.body);
      console.log(`${name}: ${captured[name].status}, ${captured[name].body.byteLength} bytes on the wire`);
    }
    agent.destroy();
    for (const call of CALLS) measured.set(`${call.name}|${SERVERS[1]}`, await load(api, call, requests[call.name], headers));
  } finally {
    await api.stop();
  }

  for (const call of CALLS) {
    const limit = await startLimitServer(captured[call.name]);
    try {
      measured.set(`${call.name}|${SERVERS[0]}`, await load(limit, call, requests[call.name], headers));
    } finally {
      await limit.stop();
    }
  }
  for (const [server, adapter] of [[SERVERS[2], 'fastify'], [SERVERS[3], 'express']] as const) {
    const framework = await startFrameworkServer(adapter, captured);
    try {
      for (const call of CALLS) measured.set(`${call.name}|${server}`, await load(framework, call, requests[call.name], headers));
    } finally {
      await framework.stop();
    }
  }
  report(measured);
}

async function load(server: Server, call: (typeof CALLS)[number], request: (base: string) => { url: string; method: string; body?: string }, headers: Record<string, string>): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: call.concurrency });
  const once = async () => {
    const { url, method, body } = request(server.base);
    const answer = await rawRequest(agent, url, method, headers, body);
    return answer.status < 300;
  };
  try {
    await runCalls(WARM_UP, call.concurrency, PHASE_BUDGET_MS / 4, once);
    const before = await phaseCpu(server);
    const figures = await runCalls(REQUESTS, call.concurrency, PHASE_BUDGET_MS, once);
    const after = await phaseCpu(server);
    return { figures, cpuPerCall: (after.api - before.api) / Math.max(1, figures.completed) };
  } finally {
    agent.destroy();
  }
}

/** framework-server.ts in its own process on the api's Node; `@nestjs/platform-fastify` from node_modules (or `.run/fastify-deps`, see bench/README.md). */
async function startFrameworkServer(adapter: 'fastify' | 'express', answers: Record<CallName, CapturedAnswer>): Promise<Server> {
  const privateDeps = join(ROOT, '.run/fastify-deps/node_modules');
  const file = answerFile(Object.fromEntries(Object.entries(answers).map(([name, a]) => [name, { status: a.status, headers: a.headers, body: a.body.toString('base64') }])));
  const child = spawn(serverNode(), ['-r', 'ts-node/register/transpile-only', join(__dirname, 'framework-server.ts'), adapter], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(existsSync(privateDeps) ? { NODE_PATH: privateDeps } : {}),
      PIPELINE_ANSWERS_FILE: file,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<string>((done, fail) => {
    child.stdout!.once('data', (chunk: Buffer) => done(chunk.toString().trim()));
    child.once('exit', (code) => fail(new Error(`the ${adapter} server exited with code ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, cpuMs: () => cpuMsOf(child.pid!), stop: () => stopProcess(child, exited).finally(() => rmSync(file, { force: true })) };
}

function report(measured: Map<string, Measured>) {
  const rows: [string, string, string][] = [];
  for (const call of CALLS) {
    const limit = measured.get(`${call.name}|${SERVERS[0]}`)!;
    for (const server of SERVERS) {
      const m = measured.get(`${call.name}|${server}`);
      if (!m) continue;
      const ratio = m.figures.perSecond / limit.figures.perSecond;
      rows.push([
        `${call.name}, ${call.concurrency} concurrent · ${server}`,
        server === SERVERS[0] ? '—' : `≥ 0.5 · p95 ≤ ${call.p95Target} ms · ≤ ${CPU_TARGET_MS} ms`,
        `${m.figures.perSecond.toFixed(0)} req/s (${ratio.toFixed(2)}) · p50 ${ms(m.figures.p50)} · p95 ${ms(m.figures.p95)} · CPU ${m.cpuPerCall.toFixed(3)} ms${m.figures.failed ? ` · ${m.figures.failed} failed` : ''}`,
      ]);
    }
    // The product on Fastify: the framework's CPU a call plus the work the fast path does over the bare server
    // (session, CSRF, rate limit, the read), the servers being CPU-bound on the two cores.
    const fast = measured.get(`${call.name}|${SERVERS[1]}`)!;
    const fastify = measured.get(`${call.name}|${SERVERS[2]}`)!;
    const work = Math.max(0, fast.cpuPerCall - limit.cpuPerCall);
    const projectedCpu = fastify.cpuPerCall + work;
    const projectedRatio = (fastify.figures.perSecond / limit.figures.perSecond) * (fastify.cpuPerCall / projectedCpu);
    rows.push([`${call.name} · the product on Fastify, projected`, '≥ 0.5 · ≤ 0.5 ms', `${projectedRatio.toFixed(2)} of the limit · CPU ${projectedCpu.toFixed(3)} ms (framework ${fastify.cpuPerCall.toFixed(3)} + work ${work.toFixed(3)})`]);
  }
  rows.push(['load average (1 min) at the end', '—', loadavg()[0].toFixed(2)]);
  console.log(`servers on Node ${serverNodeVersion()}; ${REQUESTS} calls a phase after ${WARM_UP} of warm-up`);
  printTable(rows);
}

withBenchDatabase(BENCH_DATABASE, run)
  .catch((err) => console.log(`pipeline bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
