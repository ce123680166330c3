/**
 * What announcements add to the wall's server time (issue 36: "announcements targeted at 50 groups add
 * ≤ 1 ms"). Seeds the wall bench's catalogue (smaller by default) and a user in 5 of 2,000 groups, starts the
 * built api in its own process, and measures the page's two calls one at a time (the server time of each, not
 * a queue): the wall (`POST getApps/…`) and the person's announcements (`GET announcements/mine`), first with no
 * announcement, then with 50 current ones each targeted at one group (3 of them the user's, the others'
 * groups elsewhere in the directory). The api reloads its board on the change message every instance
 * listens to. Prints p50/p95 and the api's CPU a call for each phase, and the difference.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/wall/announcements.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import { Agent } from 'node:http';
import { Redis } from 'ioredis';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { seededRandom } from '../directory/directory-names.bench-data';
import { seedGroups, seedUsers } from '../directory/seed-directory.bench';
import { startApiProcess, waitForDirectoryIndex, type ApiProcess } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { rawRequest, runCalls, type LoadFigures } from '../support/load';
import { ms, printTable } from '../support/limit-server';
import { seedTools } from './seed-wall.bench';
import { benchSizes, PHASE_BUDGET_MS } from '../support/settings';

const { TOOLS, USERS, GROUPS, ANNOUNCEMENTS, REQUESTS } = benchSizes('announcements');
const WARM_UP = 200;
const BENCH_DATABASE = 'portal_bench_announcements';
const BENCH_LOGIN = 'bench.announcements';
const BENCH_HERMES_ID = 'HB-announcements';
const DAY_MS = 86_400_000;

interface Phase {
  figures: LoadFigures;
  cpuMs: number;
}

async function run(connection: Connection) {
  console.log(`database: ${await databaseKind(connection)} · ${TOOLS} tools, ${USERS} users, ${GROUPS} groups · ${REQUESTS} calls a phase, one at a time`);
  const random = seededRandom(20261128);
  const subsidiaryId = new Types.ObjectId();
  const groupGuids = Array.from({ length: GROUPS }, (_, n) => `GRP-${n}`);
  const benchGroups = groupGuids.slice(0, 5);
  const benchUserId = new Types.ObjectId();
  await connection.collection('users').insertOne({
    _id: benchUserId, id_portal: BENCH_LOGIN, hermes_id: BENCH_HERMES_ID, firstname: 'Bench', lastname: 'Announcements', fullname: 'Bench Announcements',
    is_administrator: false, is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Announcements'),
    services: benchGroups, language: 'en', bookmarks: [], has_access: { validations: false }, subsidiary: { _id: subsidiaryId, name: 'Bench subsidiary' },
  });
  await seedGroups(connection, GROUPS, random);
  await seedUsers(connection, USERS, groupGuids, random);
  const categoryIds = Array.from({ length: 12 }, () => new Types.ObjectId());
  await connection.collection('categories').insertMany(categoryIds.map((_id, n) => ({ _id, name: { en: `Category ${n}` }, icon: 'data:image/svg+xml;base64,PHN2Zy8+' })));
  const userIds = Array.from({ length: 500 }, () => String(new Types.ObjectId()));
  await seedTools(connection, { tools: TOOLS, publicShare: 0.12, ownSubsidiaryShare: 0.08, otherSubsidiaryShare: 0.3 }, random, {
    groupGuids, userIds, subsidiaryId, otherSubsidiaryId: new Types.ObjectId(), categoryIds, benchUserId: String(benchUserId),
  });

  const api = await startApiProcess(BENCH_DATABASE);
  try {
    await waitForDirectoryIndex(BENCH_DATABASE, 600_000);
    await measure(api, connection, benchGroups, groupGuids);
  } finally {
    await api.stop();
  }
}

async function measure(api: ApiProcess, connection: Connection, benchGroups: string[], groupGuids: string[]) {
  const client = await signIn(api.base, BENCH_LOGIN);
  const headers = { cookie: client.cookieHeader(), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json', 'accept-encoding': 'gzip' };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const wallUrl = `${api.base}/api/getApps/null/${BENCH_HERMES_ID}/10/100/true/true/false/false`;
  const mineUrl = `${api.base}/api/announcements/mine?lang=en`;
  const body = JSON.stringify({ servicesList: benchGroups.join('___') });
  const wall = async () => (await rawRequest(agent, `${wallUrl}?date=${Date.now()}`, 'POST', headers, body)).status === 200;
  const mine = async () => (await rawRequest(agent, `${mineUrl}&date=${Date.now()}`, 'GET', headers)).status === 200;
  const banners = async () => {
    const answer = await fetch(`${mineUrl}&date=${Date.now()}`, { headers: { cookie: headers.cookie } });
    return ((await answer.json()) as { banners?: unknown[] }).banners?.length ?? -1;
  };
  const phase = async (call: () => Promise<boolean>): Promise<Phase> => {
    await runCalls(WARM_UP, 1, PHASE_BUDGET_MS / 4, call);
    const before = api.cpuMs();
    const figures = await runCalls(REQUESTS, 1, PHASE_BUDGET_MS, call);
    return { figures, cpuMs: (api.cpuMs() - before) / Math.max(1, figures.completed) };
  };

  const wallOff = await phase(wall);
  const mineOff = await phase(mine);
  console.log(`off: wall ${line(wallOff)} · announcements ${line(mineOff)} · ${await banners()} banners`);

  // 50 current announcements, each for one group: 3 of the user's groups, the rest for groups elsewhere.
  const now = Date.now();
  const targets = [...benchGroups.slice(0, 3), ...groupGuids.slice(benchGroups.length, benchGroups.length + ANNOUNCEMENTS - 3)];
  await connection.collection('announcements').insertMany(
    targets.map((guid, n) => ({
      title: { en: `Announcement ${n}`, fr: `Annonce ${n}` },
      body: { en: `<p>Body of announcement ${n} for ${guid}, with <a href="https://intra.example/${n}">a link</a>.</p>` },
      kind: n % 10 === 0 ? 'maintenance' : 'info',
      audience: { subsidiaries: [], groups: [guid], languages: [] },
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 7 * DAY_MS),
      tools: [],
    })),
  );
  await announceChange();
  const wallOn = await phase(wall);
  const mineOn = await phase(mine);
  console.log(`on (${ANNOUNCEMENTS} group-targeted): wall ${line(wallOn)} · announcements ${line(mineOn)} · ${await banners()} banners`);
  agent.destroy();

  const added = (on: Phase, off: Phase) => `p50 ${(on.figures.p50 - off.figures.p50).toFixed(2)} ms · CPU ${(on.cpuMs - off.cpuMs).toFixed(3)} ms`;
  printTable([
    ['wall, announcements off → on (p50 · api CPU a call)', 'unchanged', `${ms(wallOff.figures.p50)} → ${ms(wallOn.figures.p50)} · ${wallOff.cpuMs.toFixed(2)} → ${wallOn.cpuMs.toFixed(2)} ms`],
    ['announcements call, 0 → 50 group-targeted (p50 · CPU)', '—', `${ms(mineOff.figures.p50)} → ${ms(mineOn.figures.p50)} · ${mineOff.cpuMs.toFixed(2)} → ${mineOn.cpuMs.toFixed(2)} ms`],
    ['added by 50 group-targeted announcements', '≤ 1 ms', added(mineOn, mineOff)],
    ['whole announcements call with 50 (server CPU a call)', '—', `${mineOn.cpuMs.toFixed(2)} ms (p50 round trip ${ms(mineOn.figures.p50)})`],
    ['load average (1 min) at the end', '—', (await import('node:os')).loadavg()[0].toFixed(2)],
  ]);
}

const line = ({ figures, cpuMs }: Phase) => `p50 ${ms(figures.p50)} p95 ${ms(figures.p95)} CPU ${cpuMs.toFixed(2)} ms`;

/** What an instance's write publishes: the api reloads its board, then answers from it. */
async function announceChange() {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  try {
    await redis.publish(`portal:${BENCH_DATABASE}:announcements-changed`, 'bench');
  } finally {
    redis.disconnect();
  }
  await new Promise((done) => setTimeout(done, 1000));
}

withBenchDatabase(BENCH_DATABASE, run)
  .catch((err) => console.log(`announcements bench could not finish: ${err instanceof Error ? err.message : err}`))
  .finally(() => process.exit(0));
