/**
 * Access requests at scale (issue 35). Seeds BENCH_ACCESS_TOOLS (2,000) requestable private tools, half
 * approved by their managers (the bench approver manages them) and half by a group the approver is in,
 * BENCH_ACCESS_REQUESTS (10,000) waiting requests over them, and BENCH_ACCESS_GRANTS (10,000) grants whose
 * end has passed (their holders viewers of the tools), each with its granted request, then, on the built api in its own process:
 *  - the approver's and an administrator's `GET /api/access-requests/to-decide` (first call, then p95 at
 *    5 concurrent, first page and a deep page); a viewer's "My requests" and requestable tools;
 *  - sign-in (the whole OpenID Connect flow) and the wall, p95, before the job and while the worker's
 *    expiry job (run at the worker's start) removes the 10,000 ended grants, and the job's time.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/access/access.bench.ts
 * Never fails the build: prints figures, exits 0.
 */
import { execFileSync } from 'node:child_process';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { Connection, Types } from 'mongoose';
import { shownStateOf } from '../../src/access-requests/access-request-view';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { benchMongoUrl, benchRedis, cpuMsOf, startApiProcess, startWorkerProcess } from '../support/api-process';
import { CommandCounter } from '../support/command-counter';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { formatFigures, rawRequest, runCalls, type LoadFigures } from '../support/load';
import { ms, printTable } from '../support/limit-server';
import { benchSizes } from '../support/settings';

const { TOOLS, REQUESTS, GRANTS, LIST_CALLS, ACCESS_JOB_SECONDS } = benchSizes('access');
const JOB_BUDGET_MS = ACCESS_JOB_SECONDS * 1000;
const DATABASE = 'portal_bench_access';
const GROUP = 'G-bench-access-approvers';
const DAY_MS = 86_400_000;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' / ');

/** The process listening on the database's port (FerretDB, or mongod), for its CPU during the job; null when not readable. */
function databasePid(): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${new URL(benchMongoUrl(DATABASE)).port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

interface Seeded {
  approverId: string;
  viewerId: string;
}

function person(login: string, extra: Record<string, unknown> = {}) {
  return {
    _id: new Types.ObjectId(), id_portal: login, hermes_id: `H-${login}`, firstname: 'Bench', lastname: login, fullname: `Bench ${login}`, email: `${login}@example.com`,
    is_administrator: false, is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', login), services: [], language: 'en', bookmarks: [], has_access: { validations: false },
    ...extra,
  };
}

async function seed(connection: Connection): Promise<Seeded> {
  const approver = person('bench.access.approver', { services: [GROUP] });
  const viewer = person('bench.access.viewer');
  const admin = person('bench.access.admin', { is_administrator: true });
  const signers = Array.from({ length: 20 }, (_, n) => person(`bench.access.signer${n}`));
  await connection.collection('users').insertMany([approver, viewer, admin, ...signers]);
  const approverId = String(approver._id);
  const then = new Date(Date.now() - 60 * DAY_MS);
  const toolIds = Array.from({ length: TOOLS }, () => new Types.ObjectId());
  const holdersOf = (n: number) => Array.from({ length: Math.ceil(GRANTS / TOOLS) }, (_, k) => k * TOOLS + n).filter((g) => g < GRANTS).map((g) => `holder-${g}`);
  const title = (n: number) => ({ en: `Private tool ${n}`, fr: `Outil privé ${n}` });
  await connection.collection('apps').insertMany([
    ...toolIds.map((_id, n) => ({
      _id, title: title(n), titleLower: { en: `private tool ${n}` }, description: { en: 'A requestable tool' }, url: { en: `https://private-${n}.example.com/` },
      users: holdersOf(n), granted_viewers: holdersOf(n), managers: n % 2 ? [] : [approverId], categories: [], subsidiaryId: null, is_published: true, deleted: false, created_time: then, updated_time: then,
    })),
    // The wall the viewer reads while the job runs: 500 public tools.
    ...Array.from({ length: 500 }, (_, n) => ({
      title: { en: `Public tool ${n}` }, titleLower: { en: `public tool ${n}` }, description: { en: 'A public tool' }, url: { en: `https://public-${n}.example.com/` },
      users: ['all'], managers: [], categories: [], subsidiaryId: null, is_published: true, deleted: false, created_time: then, updated_time: then,
    })),
  ]);
  await connection.collection<{ _id: string }>('access_policies').insertMany(
    toolIds.map((_id, n) => ({ _id: String(_id), requestable: true, approvers: n % 2 ? { kind: 'group', groupId: GROUP } : { kind: 'managers' }, max_days: 90, question: null })),
  );
  for (let start = 0; start < REQUESTS; start += 1_000) {
    await connection.collection('access_requests').insertMany(
      Array.from({ length: Math.min(1_000, REQUESTS - start) }, (_, k) => {
        const n = (start + k) % TOOLS;
        const _id = new Types.ObjectId();
        return {
          _id,
          tool_id: String(toolIds[n]), tool_title: title(n), requester: { _id: `requester-${start + k}`, fullname: `Requester ${start + k}` }, reason: 'Quarterly audit', answer: null, question: null,
          days: 30, status: 'waiting', approver_ids: n % 2 ? [] : [approverId], approver_group: n % 2 ? GROUP : null, decided_by: null, decided_time: null, refusal_reason: null, ends_at: null,
          extension: false, direct: false, applied: true, created_time: new Date(then.getTime() + (start + k) * 1000),
        };
      }),
    );
  }
  const ended = new Date(Date.now() - DAY_MS);
  for (let start = 0; start < GRANTS; start += 1_000) {
    const grants = Array.from({ length: Math.min(1_000, GRANTS - start) }, (_, k) => {
      const g = start + k;
      const n = g % TOOLS;
      const toolId = String(toolIds[n]);
      const holder = { _id: `holder-${g}`, fullname: `Holder ${g}` };
      // The request as an approval leaves it: granted until the grant's end, applied; shown expired once the job ends its grant.
      const request = {
        _id: new Types.ObjectId(), tool_id: toolId, tool_title: title(n), requester: holder, reason: 'Quarterly audit', answer: null, question: null,
        days: 30, status: 'granted', approver_ids: n % 2 ? [] : [approverId], approver_group: n % 2 ? GROUP : null, decided_by: { _id: approverId, fullname: approver.fullname },
        decided_time: new Date(ended.getTime() - 30 * DAY_MS), refusal_reason: null, ends_at: ended, extension: false, direct: false, applied: true, created_time: then,
      };
      const grant = {
        _id: `${toolId}:${holder._id}`, tool_id: toolId, tool_title: title(n), holder, request_id: request._id, request_ids: [request._id],
        ends_at: ended, warn_at: new Date(ended.getTime() - 7 * DAY_MS), warned: true, state: 'active', created_time: then, updated_time: then,
      };
      return { request, grant };
    });
    await connection.collection('access_requests').insertMany(grants.map(({ request }) => request));
    await connection.collection<{ _id: string }>('access_grants').insertMany(grants.map(({ grant }) => grant));
  }
  return { approverId, viewerId: String(viewer._id) };
}

const headersOf = (client: Awaited<ReturnType<typeof signIn>>) => ({ cookie: client.cookieHeader(), 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' });

async function main() {
  await withBenchDatabase(DATABASE, async (connection) => {
    const t0 = performance.now();
    const { viewerId } = await seed(connection);
    console.log(`${await databaseKind(connection)}; seeded ${TOOLS} tools, ${REQUESTS} waiting requests, ${GRANTS} ended grants (each with its granted request) in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${load()}`);
    const api = await startApiProcess(DATABASE);
    const rows: [string, string, string][] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    try {
      const [approver, admin, viewer] = await Promise.all(['bench.access.approver', 'bench.access.admin', 'bench.access.viewer'].map((login) => signIn(api.base, login)));
      const toDecide = (headers: Record<string, string>, query: string) => async () => {
        const res = await rawRequest(agent, `${api.base}/api/access-requests/to-decide?${query}`, 'GET', headers);
        return res.status === 200;
      };
      const first = performance.now();
      const answered = await Promise.race([toDecide(headersOf(approver), 'page=1')(), new Promise<false>((done) => setTimeout(() => done(false), 120_000))]);
      const firstMs = performance.now() - first;
      console.log(`approver's first to-decide: ${answered ? ms(firstMs) : 'no answer in 120 s'}`);
      rows.push(['approver’s first to-decide after the api’s start (waits for the inboxes’ build)', '—', answered ? ms(firstMs) : 'no answer in 120 s']);
      const lists: [string, Record<string, string>, string][] = [
        ['approver, first page', headersOf(approver), 'page=1'],
        ['approver, page 100', headersOf(approver), 'page=100'],
        ['administrator, first page', headersOf(admin), 'page=1'],
        ['approver, one tool’s requests', headersOf(approver), 'page=1&toolId=__TOOL__'],
      ];
      const someTool = String((await connection.collection('access_requests').findOne({ approver_group: null }))!.tool_id);
      for (const [label, headers, query] of lists) {
        const cpu0 = api.cpuMs();
        const figures = await runCalls(LIST_CALLS, 5, 120_000, toDecide(headers, `${query.replace('__TOOL__', someTool)}&date=${Date.now()}`));
        const cpu = (api.cpuMs() - cpu0) / Math.max(1, figures.completed);
        console.log(`${formatFigures(label, figures)} · api ${cpu.toFixed(1)} ms CPU a call`);
        rows.push([`to-decide p95, ${label}, 5 concurrent (api CPU a call)`, '≤ 300 ms', `${ms(figures.p95)} (${cpu.toFixed(1)} ms; ${figures.completed} ok, ${figures.failed} failed)`]);
      }

      // The viewer's own lists, which read a per-person read model instead of the 10,000 requests.
      for (const [label, path] of [['My requests', 'mine'], ['requestable tools', 'requestable']]) {
        const figures = await runCalls(Math.ceil(LIST_CALLS / 2), 5, 120_000, async () => (await rawRequest(agent, `${api.base}/api/access-requests/${path}?date=${Date.now()}`, 'GET', headersOf(viewer))).status === 200);
        console.log(formatFigures(label, figures));
        rows.push([`${label} p95, 5 concurrent (the viewer; 10,000 others' requests stored)`, '—', `${ms(figures.p95)} (${figures.completed} ok, ${figures.failed} failed)`]);
      }

      const wallCall = async () => (await rawRequest(agent, `${api.base}/api/getApps/null/${viewerId}/10/100/true/true/false/false?date=${Date.now()}`, 'POST', headersOf(viewer), '{}')).status === 200;
      let signer = 0;
      const signInCall = async () => Boolean(await signIn(api.base, `bench.access.signer${signer++ % 20}`));
      const quietWall = await runCalls(200, 2, 60_000, wallCall);
      const quietSignIn = await runCalls(40, 2, 60_000, signInCall);
      console.log(`before the job: ${formatFigures('wall', quietWall)}\n${formatFigures('sign-in', quietSignIn)}`);

      const grants = connection.collection('access_grants');
      // The worker's database commands go through a counter: the commands a grant costs do not depend on the load.
      const counter = new CommandCounter(new URL(benchMongoUrl(DATABASE)));
      await counter.start();
      const worker = startWorkerProcess(DATABASE, counter.url(DATABASE));
      const dbPid = databasePid();
      const dbCpu0 = dbPid ? cpuMsOf(dbPid) : NaN;
      const started = performance.now();
      let jobMs = NaN;
      // The job's schedule (Redis) is polled, and the grants counted once it is empty: a count of `access_grants`
      // reads the whole collection on FerretDB, and every 250 ms it slowed the job it measured.
      const redis = benchRedis();
      const schedule = (name: string) => `portal:${DATABASE}:access-grant-schedule:${name}`;
      const watch = (async () => {
        while (performance.now() - started < JOB_BUDGET_MS) {
          const emptied = (await redis.exists(schedule('built'))) && (await redis.zcard(schedule('due'))) === 0;
          if (emptied && (await grants.countDocuments({ state: 'ended' })) >= GRANTS) return (jobMs = performance.now() - started);
          await new Promise((done) => setTimeout(done, 500));
        }
        return NaN;
      })();
      const during: { wall: LoadFigures[]; signIn: LoadFigures[] } = { wall: [], signIn: [] };
      let loadDuring = '';
      // Calls while the job runs, in rounds until it is done (each round bounded in count and time).
      while (Number.isNaN(jobMs) && performance.now() - started < JOB_BUDGET_MS) {
        const [wall, signed] = await Promise.all([runCalls(50, 2, 30_000, wallCall), runCalls(10, 1, 30_000, signInCall)]);
        during.wall.push(wall);
        during.signIn.push(signed);
        loadDuring = load();
      }
      await watch;
      const workerCpu = cpuMsOf(worker.pid);
      const dbCpu = dbPid ? cpuMsOf(dbPid) - dbCpu0 : NaN;
      redis.disconnect();
      await worker.stop();
      await counter.stop();
      const sent = [...counter.counts].sort((a, b) => b[1] - a[1]);
      const writes = sent.filter(([name]) => ['insert', 'update', 'delete', 'findAndModify'].includes(name)).reduce((sum, [, n]) => sum + n, 0);
      const all = sent.reduce((sum, [, n]) => sum + n, 0);
      console.log(`worker's database commands during the job: ${sent.map(([name, n]) => `${name} ${n}`).join(', ')}`);
      console.log('| command, collection, filter | commands a grant | statements a grant |\n|---|---|---|');
      for (const [key, shape] of [...counter.shapes].sort((a, b) => b[1].commands - a[1].commands)) {
        if (shape.commands / GRANTS >= 0.005) console.log(`| ${key} | ${(shape.commands / GRANTS).toFixed(3)} | ${(shape.statements / GRANTS).toFixed(3)} |`);
      }
      console.log(`CPU a grant during the job: worker ${(workerCpu / GRANTS).toFixed(2)} ms (from its start), database ${(dbCpu / GRANTS).toFixed(2)} ms`);
      const revoked = await connection.collection('apps').countDocuments({ granted_viewers: { $ne: [] }, 'granted_viewers.0': { $exists: true } });
      const merged = (phases: LoadFigures[]) => Math.max(...phases.map((f) => f.p95));
      const median = (phases: LoadFigures[]) => phases.map((f) => f.p95).sort((a, b) => a - b)[Math.floor(phases.length / 2)] ?? NaN;
      // As "My requests" shows them: each granted request read with its grant (shownStateOf).
      type Shown = Parameters<typeof shownStateOf>;
      const grantsRead = new Map((await grants.find<NonNullable<Shown[1]> & { _id: string }>({}, { projection: { state: 1, request_id: 1, request_ids: 1 } }).toArray()).map((grant) => [grant._id, grant]));
      const grantedRequests = await connection.collection('access_requests').find<Shown[0] & { tool_id: string; requester: { _id: string } }>({ status: 'granted' }, { projection: { status: 1, applied: 1, tool_id: 1, 'requester._id': 1 } }).toArray();
      const notExpired = grantedRequests.filter((request) => shownStateOf(request, grantsRead.get(`${request.tool_id}:${request.requester._id}`) ?? null) !== 'expired').length;
      console.log(`expiry of ${GRANTS} grants: ${Number.isNaN(jobMs) ? `not done in ${JOB_BUDGET_MS / 1000} s` : `${(jobMs / 1000).toFixed(1)} s`} (from the worker's start); tools still holding granted viewers: ${revoked}; granted requests not shown expired: ${notExpired}`);
      for (const f of during.wall) console.log(formatFigures('wall*', f));
      for (const f of during.signIn) console.log(formatFigures('sign-in*', f));
      rows.push([`expiry job, ${GRANTS} ended grants (from the worker’s start)`, '≤ 60 s', Number.isNaN(jobMs) ? 'not done' : `${(jobMs / 1000).toFixed(1)} s`]);
      rows.push([`the ended grants’ requests not shown expired after the job ("My requests")`, '0', String(notExpired)]);
      rows.push([`worker's database commands a grant: writes (insert, update, delete) · all`, '—', `${(writes / GRANTS).toFixed(3)} · ${(all / GRANTS).toFixed(2)} (${writes} · ${all})`]);
      rows.push(['CPU a grant: worker (from its start) · database', '—', `${(workerCpu / GRANTS).toFixed(2)} · ${(dbCpu / GRANTS).toFixed(2)} ms`]);
      rows.push([`wall p95 (500 tools), before / during the job (median · worst of ${during.wall.length} rounds)`, 'not slowed', `${ms(quietWall.p95)} / ${ms(median(during.wall))} · ${ms(merged(during.wall))}`]);
      rows.push([`sign-in p95 (OpenID Connect flow), before / during (median · worst of ${during.signIn.length} rounds)`, 'not slowed', `${ms(quietSignIn.p95)} / ${ms(median(during.signIn))} · ${ms(merged(during.signIn))}`]);
      rows.push(['load average (1 / 5 / 15 min) at the end of the job', '—', loadDuring || load()]);
    } finally {
      agent.destroy();
      await api.stop();
    }
    printTable(rows);
  });
}

main().catch((error) => console.log(`access bench could not run: ${(error as Error).stack}`));
