/**
 * Initial provisioning through SCIM as an identity provider sends it, on the embedded database (or the
 * MongoDB of MONGO_URL): BENCH_SCIM_USERS people (100,000) then BENCH_SCIM_GROUPS groups (10,000) with
 * BENCH_SCIM_MEMBERS_PER_GROUP members each (10), at BENCH_SCIM_CONCURRENCY requests at once (10). Each
 * person is a lookup (`GET /Users?filter=userName eq "…"`) then a POST; each group a lookup
 * (`excludedAttributes=members&filter=displayName eq "…"`), a POST without members and a PATCH adding
 * them, as Entra ID does. Then:
 *  - BENCH_SCIM_LOOKUPS (2,000) `userName eq` lookups of existing people, in another letter case;
 *  - a PATCH adding 1,000 members to one group: its answer, the last new member's wall right after it (the
 *    group's tool shown before their document is written), and the time until every document is written;
 *  - a provisioned member signs in: their wall shows the tool visible to their group.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/scim/scim.bench.ts
 * Each phase prints the load average and the api's CPU (/proc) a call; BENCH_DATABASE_PID (the database's
 * process, e.g. the devstack's FerretDB) adds the database's.
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import mongoose, { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import { cpuMsOf, startApiProcess, waitForDirectoryIndex } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { runCalls, type LoadFigures } from '../support/load';
import { ms, printTable } from '../support/limit-server';
import { benchSizes } from '../support/settings';

const { USERS, GROUPS, MEMBERS_PER_GROUP, CONCURRENCY, LOOKUPS, SCIM_BUDGET_MINUTES } = benchSizes('scim');
const BIG_PATCH = 1_000;
const BUDGET_MS = SCIM_BUDGET_MINUTES * 60_000;
const DATABASE = process.env.BENCH_SCIM_DATABASE ?? 'portal_bench_scim';
const ADMIN = 'bench.scim.admin';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const BIG_GROUP = 'Bench big group';
const DATABASE_PID = Number(process.env.BENCH_DATABASE_PID) || 0;

type Answer = { status: number; body: { id?: string; totalResults?: number } | null };

function scimCall(agent: Agent, base: string, secret: string, method: string, path: string, body?: object): Promise<Answer> {
  const text = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${secret}`, accept: 'application/scim+json' };
    if (text) Object.assign(headers, { 'content-type': 'application/scim+json', 'content-length': String(Buffer.byteLength(text)) });
    const req = request(`${base}/scim/v2${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: raw ? (JSON.parse(raw) as Answer['body']) : null });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

const login = (n: number) => `scim.person.${String(n).padStart(6, '0')}@example.com`;
const groupName = (n: number) => `Bench group ${n}`;
const filterOf = (text: string) => encodeURIComponent(text);

async function seed(connection: Connection) {
  await connection.collection('users').insertOne({
    _id: new Types.ObjectId(), id_portal: ADMIN, hermes_id: `H-${ADMIN}`, firstname: 'Bench', lastname: 'Admin', fullname: 'Bench Admin', is_administrator: true,
    is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Admin'), services: [], language: 'en', bookmarks: [], has_access: { validations: false },
  });
  // Visible to the members of the first group provisioned: the wall check at the end.
  await mongoose.model('Tool').create({ title: { en: 'Group tool' }, description: { en: 'Group tool' }, url: { en: 'https://group-tool.example/' }, users: [groupName(0)], managers: [], is_published: true });
  await mongoose.model('Tool').create({ title: { en: 'Big group tool' }, description: { en: 'Big group tool' }, url: { en: 'https://big-group-tool.example/' }, users: [BIG_GROUP], managers: [], is_published: true });
}

/** CPU ms of the api and the database (NaN without BENCH_DATABASE_PID) so far. */
type Cpu = { api: number; database: number };

/** Runs a phase, with the load average after it and the CPU the api and the database spent on it. */
async function measured(apiCpu: () => number, phase: () => Promise<LoadFigures>): Promise<{ figures: LoadFigures; cpu: Cpu; load: string }> {
  const cpuNow = (): Cpu => ({ api: apiCpu(), database: DATABASE_PID ? cpuMsOf(DATABASE_PID) : NaN });
  const before = cpuNow();
  const figures = await phase();
  const after = cpuNow();
  return { figures, cpu: { api: after.api - before.api, database: after.database - before.database }, load: loadavg().map((load) => load.toFixed(1)).join(' ') };
}

function phaseRows(label: string, { figures, cpu, load }: Awaited<ReturnType<typeof measured>>, target: string): [string, string, string][] {
  // ms a call is s a 1,000 calls.
  const per1000 = (cpuMs: number) => (Number.isNaN(cpuMs) ? '—' : `${(cpuMs / Math.max(figures.completed, 1)).toFixed(1)} s`);
  return [
    [`${label}: ${figures.completed} done, ${figures.failed} failed${figures.stoppedByBudget ? ' (stopped by the budget)' : ''}`, target, `${figures.seconds.toFixed(1)} s (${figures.perSecond.toFixed(1)}/s)`],
    [`${label}: p50 / p95 / max a call`, '', `${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.max)}`],
    [`${label}: CPU a 1,000, api / database; load after`, '', `${per1000(cpu.api)} / ${per1000(cpu.database)}; ${load}`],
  ];
}

async function run(connection: Connection) {
  await seed(connection);
  const api = await startApiProcess(DATABASE);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
  try {
    await waitForDirectoryIndex(DATABASE, 120_000);
    const admin = await signIn(api.base, ADMIN);
    const expiresOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const secret = (await admin.post('/api/admin/api_tokens', { name: 'Bench identity provider', scopes: ['scim'], expiresOn })).body.secret as string;
    const call = (method: string, path: string, body?: object) => scimCall(agent, api.base, secret, method, path, body);
    const userIds: string[] = new Array(USERS);
    const rows: [string, string, string][] = [];
    console.log(`${await databaseKind(connection)}; ${USERS} people, ${GROUPS} groups of ${MEMBERS_PER_GROUP}, ${CONCURRENCY} at once`);

    const started = performance.now();
    const people = await measured(api.cpuMs, () => runCalls(USERS, CONCURRENCY, BUDGET_MS, async (n) => {
      const found = await call('GET', `/Users?filter=${filterOf(`userName eq "${login(n)}"`)}`);
      if (found.status !== 200 || found.body?.totalResults !== 0) return false;
      const created = await call('POST', '/Users', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: login(n),
        externalId: `ext-${n}`,
        name: { givenName: `Given${n}`, familyName: `Family${n % 997}` },
        emails: [{ value: login(n), type: 'work', primary: true }],
        active: true,
      });
      if (created.status !== 201) return false;
      userIds[n] = created.body!.id!;
      return true;
    }));
    rows.push(...phaseRows('people (lookup + POST)', people, ''));
    const groups = await measured(api.cpuMs, () => runCalls(GROUPS, CONCURRENCY, BUDGET_MS, async (n) => {
      const found = await call('GET', `/Groups?excludedAttributes=members&filter=${filterOf(`displayName eq "${groupName(n)}"`)}`);
      if (found.status !== 200 || found.body?.totalResults !== 0) return false;
      const created = await call('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: groupName(n), externalId: `grp-${n}` });
      if (created.status !== 201) return false;
      const members = Array.from({ length: MEMBERS_PER_GROUP }, (_, k) => userIds[(n * MEMBERS_PER_GROUP + k) % USERS]).filter(Boolean);
      const patched = await call('PATCH', `/Groups/${created.body!.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: members.map((value) => ({ value })) }] });
      return patched.status === 204;
    }));
    rows.push(...phaseRows('groups (lookup + POST + PATCH members)', groups, ''));
    const total = (performance.now() - started) / 1000;
    rows.push([`initial provisioning of ${USERS} people and ${GROUPS} groups`, '≤ 15 min (at 100,000 / 10,000)', `${(total / 60).toFixed(1)} min`]);

    const lookups = await measured(api.cpuMs, () => runCalls(LOOKUPS, CONCURRENCY, BUDGET_MS, async (n) => {
      const person = (n * 7919) % USERS;
      const found = await call('GET', `/Users?filter=${filterOf(`userName eq "${login(person).toUpperCase()}"`)}`);
      return found.status === 200 && found.body?.totalResults === 1;
    }));
    rows.push(...phaseRows(`userName eq at ${USERS} people`, lookups, ''));
    rows.push(['userName eq: p95', '≤ 30 ms', ms(lookups.figures.p95)]);

    const big = await call('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: BIG_GROUP });
    const memberIds = userIds.filter(Boolean).slice(0, BIG_PATCH);
    const lastLogin = login(userIds.indexOf(memberIds[memberIds.length - 1]));
    const lastMember = await signIn(api.base, lastLogin);
    const t0 = performance.now();
    const patched = await call('PATCH', `/Groups/${big.body!.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: memberIds.map((value) => ({ value })) }] });
    const answeredMs = performance.now() - t0;
    rows.push([`PATCH adding ${memberIds.length} members (${patched.status}); load after`, '≤ 2 s', `${ms(answeredMs)}; ${loadavg()[0].toFixed(1)}`]);
    // The last new member at their next call, then whether their document held the group yet.
    const lastWall = await lastMember.post(`/api/getApps/null/${memberIds[memberIds.length - 1]}/10/100/true/true/false/false?lang=en`, {});
    const written = await connection.collection('users').countDocuments({ _id: new Types.ObjectId(memberIds[memberIds.length - 1]), services: BIG_GROUP });
    const shown = (lastWall.body as { title: { en: string } }[]).some((tool) => tool.title.en === 'Big group tool');
    rows.push(['the last new member\'s wall right after the answer shows the group\'s tool', 'yes', `${shown ? 'yes' : 'no'} (their document ${written ? 'written' : 'not yet written'})`]);
    while ((await connection.collection('change_intents').countDocuments({ kind: 'directory.group-members' })) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const inGroup = await connection.collection('users').countDocuments({ services: BIG_GROUP });
    rows.push([`… every member's document written (${inGroup} in the group), after the answer`, '', ms(performance.now() - t0 - answeredMs)]);

    const member = await signIn(api.base, login(0));
    const wall = await member.post(`/api/getApps/null/${userIds[0]}/10/100/true/true/false/false?lang=en`, {});
    const titles = (wall.body as { title: { en: string } }[]).map((tool) => tool.title.en);
    rows.push(['a provisioned member\'s wall shows their group\'s tool', 'yes', titles.includes('Group tool') ? 'yes' : `no (${wall.status} ${titles.join(', ')})`]);
    printTable(rows);
  } finally {
    agent.destroy();
    await api.stop();
  }
}

withBenchDatabase(DATABASE, run).catch((error) => console.log(`bench/scim could not run: ${error instanceof Error ? error.stack : error}`));
