/**
 * Tool status checks at scale (issue 36). Seeds BENCH_STATUS_TOOLS (2,000) public tools, each with a status
 * check every minute against a local HTTP server listening on 20 loopback addresses (127.0.0.1–20, 100 tools
 * each, as tools spread over hosts), starts the built api and worker in their own processes, then:
 *  - the worker's CPU over one interval of each phase: the server answers at once, then after 3 s (slow),
 *    then 503 (down): its CPU time (from /proc) divided by the phase's wall time, as a share of one core;
 *  - the wall (POST getApps, ~2,000 tools) at 10 concurrent, p95 and api CPU per call, with the worker
 *    stopped (checks off) and then running its checks (checks on), side by side, and `GET toolStatuses`;
 *  - the wall's announcements call (GET announcements/mine) for a member of 50 groups, each targeted by an
 *    announcement, against a person in 50 groups that none targets: the api CPU a call they add.
 * CPU is CPU-seconds of the process from /proc (the machine is shared: wall time is not the measure); the load
 * average is printed with the figures.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/status/status.bench.ts
 * BENCH_STATUS_PHASE_SECONDS (60) is one phase's length. Never fails the build: prints figures, exits 0.
 */
import { readFileSync } from 'node:fs';
import http, { Agent } from 'node:http';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { cpuMsOf, startApiProcess, startWorkerProcess, type ApiProcess } from '../support/api-process';
import { withBenchDatabase } from '../support/bench-database';
import { formatFigures, rawRequest, runCalls, type LoadFigures } from '../support/load';
import { ms, printTable } from '../support/limit-server';
import { benchSizes } from '../support/settings';

const { TOOLS, PHASE_SECONDS, WALL_CALLS } = benchSizes('status');
const HOSTS = 20;
const CONCURRENCY = 10;
const DATABASE = 'portal_bench_status';
const LOGIN = 'bench.status.viewer';
/** Member of the 50 targeted groups; the other is in 50 groups no announcement targets. */
const MEMBER = 'bench.status.member';
const OUTSIDER = 'bench.status.outsider';
const GROUPS = 50;
const ANNOUNCEMENT_CALLS = 500;

type Mode = 'up' | 'slow' | 'down';
const server = { mode: 'up' as Mode, requests: 0 };

async function startTargets(): Promise<{ port: number; close: () => void }> {
  const handler = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    server.requests++;
    if (server.mode === 'down') return res.writeHead(503).end();
    if (server.mode === 'slow') return setTimeout(() => res.writeHead(200).end(), 3_000);
    res.writeHead(200).end();
  };
  const first = http.createServer(handler);
  await new Promise<void>((done) => first.listen(0, '127.0.0.1', done));
  const port = (first.address() as import('node:net').AddressInfo).port;
  const others = await Promise.all(
    Array.from({ length: HOSTS - 1 }, async (_, n) => {
      const other = http.createServer(handler);
      await new Promise<void>((done) => other.listen(port, `127.0.0.${n + 2}`, done));
      return other;
    }),
  );
  return { port, close: () => [first, ...others].forEach((s) => (s.closeAllConnections(), s.close())) };
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function seed(connection: Connection, port: number): Promise<string> {
  const userId = new Types.ObjectId();
  const person = (login: string, lastname: string, services: string[]) => ({
    id_portal: login, hermes_id: `H-${login}`, firstname: 'Bench', lastname, fullname: `Bench ${lastname}`, is_administrator: false, is_sub_admin: false,
    deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', lastname), services, language: 'en', bookmarks: [], has_access: { validations: false },
  });
  const targeted = Array.from({ length: GROUPS }, () => String(new Types.ObjectId()));
  const untargeted = Array.from({ length: GROUPS }, () => String(new Types.ObjectId()));
  await connection.collection('users').insertMany([
    { _id: userId, ...person(LOGIN, 'Viewer', []) },
    { _id: new Types.ObjectId(), ...person(MEMBER, 'Member', targeted) },
    { _id: new Types.ObjectId(), ...person(OUTSIDER, 'Outsider', untargeted) },
  ]);
  // One announcement a targeted group, current for the whole run.
  const [startsAt, endsAt] = [new Date(Date.now() - 3_600_000), new Date(Date.now() + 86_400_000)];
  await connection.collection('announcements').insertMany(
    targeted.map((group, n) => ({
      title: { en: `Notice ${n} to one group` }, body: { en: `<p>Notice ${n}: a paragraph of text for the members of one group.</p>` }, kind: 'information',
      audience: { subsidiaries: [], groups: [group], languages: [] }, startsAt, endsAt, tools: [], created_time: startsAt, updated_time: startsAt,
    })),
  );
  await connection.collection('config').insertOne({ key: 'global', status_check_hosts: ['127.0.0.0/8'] });
  const toolIds = Array.from({ length: TOOLS }, () => new Types.ObjectId());
  const now = new Date(Date.now() - 30 * 86_400_000);
  await connection.collection('apps').insertMany(
    toolIds.map((_id, n) => ({
      _id, title: { en: `Checked tool ${n}` }, titleLower: { en: `checked tool ${n}` }, description: { en: 'A tool with a status check' }, url: { en: `http://127.0.0.${(n % HOSTS) + 1}:${port}/` },
      users: ['all'], managers: [], categories: [], subsidiaryId: null, is_published: true, deleted: false, created_time: now, updated_time: now,
    })),
  );
  await connection.collection('tool_status_checks').insertMany(
    toolIds.map((tool_id, n) => ({
      _id: tool_id, tool_id, url: `http://127.0.0.${(n % HOSTS) + 1}:${port}/health/${n}`, accepted: '200-399', interval_seconds: 60, timeout_ms: 10_000, slow_ms: 2_000,
      maintenance: null, confirmed: null, failures: 0, successes: 0, last: null, last_slot: -1, incident_id: null, revision: 1,
    })),
  );
  return String(userId);
}

async function measureWall(api: ApiProcess, userId: string, headers: Record<string, string>): Promise<{ wall: LoadFigures; wallCpu: number; statuses: LoadFigures; statusesCpu: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const wallUrl = `${api.base}/api/getApps/null/${userId}/10/100/true/true/false/false`;
  const body = JSON.stringify({ servicesList: '' });
  const wallCall = async () => (await rawRequest(agent, `${wallUrl}?date=${Date.now()}`, 'POST', headers, body)).status === 200;
  await runCalls(100, CONCURRENCY, 30_000, wallCall);
  const before = api.cpuMs();
  const wall = await runCalls(WALL_CALLS, CONCURRENCY, 120_000, wallCall);
  const wallCpu = (api.cpuMs() - before) / wall.completed;
  const statusesBefore = api.cpuMs();
  const statuses = await runCalls(200, CONCURRENCY, 60_000, async () => (await rawRequest(agent, `${api.base}/api/toolStatuses?date=${Date.now()}`, 'GET', headers)).status === 200);
  const statusesCpu = (api.cpuMs() - statusesBefore) / statuses.completed;
  agent.destroy();
  return { wall, wallCpu, statuses, statusesCpu };
}

/** The announcements call of the wall for one signed-in person: p95 and api CPU a call. */
async function measureAnnouncements(api: ApiProcess, login: string): Promise<{ figures: LoadFigures; cpu: number; banners: number }> {
  const client = await signIn(api.base, login);
  const headers = { cookie: client.cookieHeader(), 'accept-encoding': 'gzip' };
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const call = async () => (await rawRequest(agent, `${api.base}/api/announcements/mine?date=${Date.now()}`, 'GET', headers)).status === 200;
  await runCalls(50, CONCURRENCY, 30_000, call);
  const before = api.cpuMs();
  const figures = await runCalls(ANNOUNCEMENT_CALLS, CONCURRENCY, 60_000, call);
  const cpu = (api.cpuMs() - before) / figures.completed;
  const banners = ((await client.get('/api/announcements/mine')).body as { banners: unknown[] }).banners.length;
  agent.destroy();
  return { figures, cpu, banners };
}

async function main() {
  const targets = await startTargets();
  try {
    await withBenchDatabase(DATABASE, async (connection) => {
      const userId = await seed(connection, targets.port);
      const api = await startApiProcess(DATABASE);
      try {
        const client = await signIn(api.base, LOGIN);
        const headers = { cookie: client.cookieHeader(), 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' };
        console.log(`load average at start: ${loadAverage()}`);
        const off = await measureWall(api, userId, headers);
        console.log(`checks off: ${formatFigures('wall', off.wall)} · ${off.wallCpu.toFixed(2)} ms CPU a call`);
        console.log(`checks off: ${formatFigures('toolStatuses', off.statuses)} · ${off.statusesCpu.toFixed(2)} ms CPU a call`);
        const outsider = await measureAnnouncements(api, OUTSIDER);
        const member = await measureAnnouncements(api, MEMBER);
        console.log(`announcements, in 50 groups none targets (${outsider.banners} banners): ${formatFigures('mine', outsider.figures)} · ${outsider.cpu.toFixed(2)} ms CPU a call`);
        console.log(`announcements, member of the 50 targeted groups (${member.banners} banners): ${formatFigures('mine', member.figures)} · ${member.cpu.toFixed(2)} ms CPU a call`);
        const announcementRow: [string, string, string] = [
          `announcements targeted at ${GROUPS} groups: api CPU a call of the wall's announcements call, member / not`,
          '≤ 1 ms added',
          `${member.cpu.toFixed(2)} / ${outsider.cpu.toFixed(2)} ms (+${(member.cpu - outsider.cpu).toFixed(2)} ms; p95 ${ms(member.figures.p95)} / ${ms(outsider.figures.p95)})`,
        ];

        const worker = startWorkerProcess(DATABASE);
        const rows: [string, string, string][] = [];
        try {
          let on: Awaited<ReturnType<typeof measureWall>> | null = null;
          for (const mode of ['up', 'slow', 'down'] as Mode[]) {
            server.mode = mode;
            const [cpu0, wall0, requests0] = [cpuMsOf(worker.pid), performance.now(), server.requests];
            if (mode === 'up') {
              // The first minute: the schedulers start, every check runs once; measured as a phase of its own.
              await new Promise((done) => setTimeout(done, PHASE_SECONDS * 1000));
              const [cpu1, wall1] = [cpuMsOf(worker.pid), performance.now()];
              console.log(`first interval (schedulers created, every check once): worker ${((100 * (cpu1 - cpu0)) / (wall1 - wall0)).toFixed(1)} % of a core, ${server.requests - requests0} checks`);
              on = await measureWall(api, userId, headers);
              console.log(`checks on:  ${formatFigures('wall', on.wall)} · ${on.wallCpu.toFixed(2)} ms CPU a call`);
              console.log(`checks on:  ${formatFigures('toolStatuses', on.statuses)} · ${on.statusesCpu.toFixed(2)} ms CPU a call`);
              continue;
            }
            await new Promise((done) => setTimeout(done, PHASE_SECONDS * 1000));
            const share = (100 * (cpuMsOf(worker.pid) - cpu0)) / (performance.now() - wall0);
            const checks = server.requests - requests0;
            console.log(`${mode}: worker ${share.toFixed(1)} % of a core over ${PHASE_SECONDS} s, ${checks} requests`);
            rows.push([`worker CPU, ${TOOLS} checks a minute, server ${mode === 'slow' ? 'slow (3 s)' : 'down (503)'}`, '≤ 10 % of a core', `${share.toFixed(1)} % (${checks} requests)`]);
          }
          // The answering phase, measured after the wall's calls: a full interval again.
          server.mode = 'up';
          const [cpu0, wall0, requests0] = [cpuMsOf(worker.pid), performance.now(), server.requests];
          await new Promise((done) => setTimeout(done, PHASE_SECONDS * 1000));
          const share = (100 * (cpuMsOf(worker.pid) - cpu0)) / (performance.now() - wall0);
          rows.unshift([`worker CPU, ${TOOLS} checks a minute, server answering`, '≤ 10 % of a core', `${share.toFixed(1)} % (${server.requests - requests0} requests)`]);
          if (on) {
            rows.push(['wall p95, checks off / on', 'unchanged within noise', `${ms(off.wall.p95)} / ${ms(on.wall.p95)}`]);
            rows.push(['wall api CPU a call, checks off / on', 'unchanged within noise', `${off.wallCpu.toFixed(2)} / ${on.wallCpu.toFixed(2)} ms`]);
            rows.push(['GET toolStatuses p95 · api CPU a call (2,000 statuses), checks off / on', '—', `${ms(off.statuses.p95)} / ${ms(on.statuses.p95)} · ${off.statusesCpu.toFixed(2)} / ${on.statusesCpu.toFixed(2)} ms`]);
          }
          rows.push(announcementRow);
        } finally {
          await worker.stop();
        }
        printTable(rows);
        console.log(`load average at the end: ${loadAverage()}`);
      } finally {
        await api.stop();
      }
    });
  } finally {
    targets.close();
  }
}

main().catch((error) => console.log(`status bench could not run: ${(error as Error).stack}`));
