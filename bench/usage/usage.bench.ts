/**
 * The Usage page at scale, and the cost of counting opens. Seeds 5,000 tools (10 subsidiaries, 12
 * categories, a tenth never opened) and 90 days of `tool_open_days` as the worker leaves them for
 * 100,000 people opening ~3 tools a day (one document per opened tool and day, split by subsidiary
 * and language), starts the built api in its own process, signs in an administrator through the real
 * OpenID flow, then:
 *  - times GET /api/admin/usage: the api's first call (it reads the read model the worker published
 *    in Redis; with none, the day documents), then BENCH_USAGE_CALLS calls unfiltered and filtered by
 *    category and by subsidiary. Run a worker on the bench database first (BENCH_KEEP_DATA=1 keeps both);
 *    BENCH_USAGE_SEED_ONLY=1 seeds and stops;
 *  - fires POST /api/opens at BENCH_OPENS_PER_SECOND (1,000) from 20 signed-in people on distinct tools
 *    (each counted: no two in the same minute): BENCH_OPENS_WARM_UP_SECONDS (2) first, then
 *    BENCH_OPENS_SECONDS (10) whose api process CPU time (from /proc) it divides by the opens counted.
 *   npx nest build; set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/usage/usage.bench.ts
 * Never fails the build: it prints figures (or why it could not) and exits 0.
 */
import { Agent } from 'node:http';
import { Connection, Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { signIn } from '../../test/support/sign-in';
import type { ApiClient } from '../../test/support/http-client';
import { seededRandom } from '../directory/directory-names.bench-data';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { databaseKind, withBenchDatabase } from '../support/bench-database';
import { rawRequest } from '../support/load';
import { ms, printTable } from '../support/limit-server';
import { benchSizes } from '../support/settings';

const { TOOLS, DAYS, PEOPLE, CALLS, OPENS_PER_SECOND, OPENS_SECONDS, OPENS_WARM_UP_SECONDS } = benchSizes('usage');
const OPENS_PER_PERSON_A_DAY = 3;
const OPENERS = 20;
const BENCH_DATABASE = process.env.BENCH_USAGE_DATABASE ?? 'portal_bench_usage';
const ADMIN_LOGIN = 'bench.usage.admin';
const SUBSIDIARIES = 10;
const LANGUAGE_SHARE: [string, number][] = [['en', 0.5], ['fr', 0.3], ['zh', 0.1], ['ja', 0.1]];
const DAY_MS = 86_400_000;
const INSERT_BATCH = 2_000;

async function seedPerson(connection: Connection, login: string, over: Record<string, unknown> = {}) {
  const _id = new Types.ObjectId();
  await connection.collection('users').insertOne({
    _id, id_portal: login, hermes_id: `H-${login}`, firstname: 'Bench', lastname: login, fullname: `Bench ${login}`, is_administrator: false, is_sub_admin: false,
    deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', login), services: [], language: 'en', bookmarks: [], has_access: { validations: false }, ...over,
  });
  return _id;
}

async function seed(connection: Connection) {
  const random = seededRandom(20261124);
  const subsidiaryIds = Array.from({ length: SUBSIDIARIES }, () => new Types.ObjectId());
  await connection.collection('subsidiaries').insertMany(subsidiaryIds.map((_id, n) => ({ _id, name: `Subsidiary ${n}`, companies: [] })));
  const categoryIds = Array.from({ length: 12 }, () => new Types.ObjectId());
  await connection.collection('categories').insertMany(categoryIds.map((_id, n) => ({ _id, name: { en: `Category ${n}` }, icon: 'data:image/svg+xml;base64,PHN2Zy8+' })));
  const managerIds: string[] = [];
  for (let n = 0; n < 200; n++) managerIds.push(String(await seedPerson(connection, `bench.manager.${n}`)));
  await seedPerson(connection, ADMIN_LOGIN, { is_administrator: true });

  const toolIds = Array.from({ length: TOOLS }, () => new Types.ObjectId());
  const tools = toolIds.map((_id, n) => ({
    _id, title: { en: `Tool ${n}` }, titleLower: `tool ${n}`, description: { en: `Tool ${n}` }, url: { en: `https://tool-${n}.example/` }, users: ['all'],
    managers: [random.pick(managerIds)], categories: [random.pick(categoryIds)], subsidiaryId: n % 3 === 0 ? null : random.pick(subsidiaryIds),
    is_published: true, deleted: false, created_time: new Date(), updated_time: new Date(),
  }));
  for (let at = 0; at < tools.length; at += INSERT_BATCH) await connection.collection('apps').insertMany(tools.slice(at, at + INSERT_BATCH));

  // Zipf-like popularity over the nine tenths that are opened: tool rank r gets a share ∝ 1/r.
  const opened = toolIds.slice(0, Math.round(TOOLS * 0.9));
  const harmonic = opened.reduce((sum, _, r) => sum + 1 / (r + 1), 0);
  const opensADay = PEOPLE * OPENS_PER_PERSON_A_DAY;
  const split = (total: number, keys: [string, number][]) => {
    const out: Record<string, number> = {};
    let left = total;
    keys.forEach(([key, share], n) => {
      const part = n === keys.length - 1 ? left : Math.min(left, Math.round(total * share));
      if (part > 0) out[key] = part;
      left -= part;
    });
    return out;
  };
  const subsidiaryShare: [string, number][] = [...subsidiaryIds.map((id) => [String(id), 0.09] as [string, number]), ['none', 0.1]];
  let docs: Record<string, unknown>[] = [];
  let written = 0;
  const today = Date.now();
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(today - d * DAY_MS).toISOString().slice(0, 10);
    for (let r = 0; r < opened.length; r++) {
      const total = Math.max(1, Math.round((opensADay / harmonic / (r + 1)) * (0.8 + 0.4 * random.next())));
      const tool = String(opened[r]);
      docs.push({ _id: `${tool}:${day}`, tool, day, total, by_subsidiary: split(total, subsidiaryShare), by_language: split(total, LANGUAGE_SHARE) });
      if (docs.length === INSERT_BATCH) {
        await connection.collection('tool_open_days').insertMany(docs as never[], { ordered: false });
        written += docs.length;
        docs = [];
      }
    }
  }
  if (docs.length) await connection.collection('tool_open_days').insertMany(docs as never[], { ordered: false });
  written += docs.length;
  const openers = [];
  for (let n = 0; n < OPENERS; n++) openers.push(await seedPerson(connection, `bench.opener.${n}`, { subsidiary: { _id: random.pick(subsidiaryIds), name: 'x' } }));
  return { toolIds: toolIds.map(String), openableIds: toolIds.filter((_, n) => n % 3 === 0).map(String), categoryIds: categoryIds.map(String), subsidiaryIds: subsidiaryIds.map(String), daily: written };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)];

async function timeCalls(client: ApiClient, query: string) {
  const times: number[] = [];
  for (let n = 0; n < CALLS; n++) {
    const t0 = performance.now();
    const res = await client.get(`/api/admin/usage${query}`);
    if (res.status !== 200) throw new Error(`GET admin/usage${query} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/**
 * Opens number `first` to `first + count - 1` (opener = index mod 20, tool = index div 20), paced at
 * OPENS_PER_SECOND: one slice of calls every 50 ms, so the api sees the asked rate, not as many as it
 * can take. Returns how many were counted, how long it took and the api's CPU meanwhile.
 */
async function fireOpens(api: ApiProcess, openers: ApiClient[], agent: Agent, toolIds: string[], first: number, count: number) {
  const statuses = new Map<number | string, number>();
  const call = (index: number) => {
    const client = openers[index % OPENERS];
    const tool = toolIds[Math.floor(index / OPENERS)];
    const headers = { cookie: client.cookieHeader(), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' };
    return rawRequest(agent, `${api.base}/api/opens?date=${Date.now()}`, 'POST', headers, JSON.stringify({ toolId: tool })).then((answer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return answer.status === 204;
    });
  };
  const slice = Math.max(1, Math.round(OPENS_PER_SECOND / 20));
  const cpuBefore = api.cpuMs();
  const started = performance.now();
  let ok = 0;
  const pending: Promise<void>[] = [];
  for (let at = 0; at < count; at += slice) {
    const due = started + (at / OPENS_PER_SECOND) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (let index = first + at; index < first + Math.min(count, at + slice); index++)
      pending.push(call(index).then((counted) => void (ok += counted ? 1 : 0), (error: Error) => void statuses.set(error.message, (statuses.get(error.message) ?? 0) + 1)));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  const cpu = api.cpuMs() - cpuBefore;
  return { ok, seconds, cpuPerOpen: cpu / Math.max(1, ok), answers: [...statuses].map(([status, n]) => `${status} × ${n}`).join(', ') };
}

/**
 * The steady cost of counting: OPENS_WARM_UP_SECONDS of opens at the same rate first, their CPU printed
 * but not in the figure (the api's first opens compile the path and collect what the page's calls
 * left), then OPENS_SECONDS measured. Every open is of a tool its person has not opened before.
 */
async function countOpens(api: ApiProcess, toolIds: string[]) {
  const openers = await Promise.all(Array.from({ length: OPENERS }, (_, n) => signIn(api.base, `bench.opener.${n}`)));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const warmUp = OPENS_PER_SECOND * OPENS_WARM_UP_SECONDS;
  const total = OPENS_PER_SECOND * OPENS_SECONDS;
  if (Math.ceil((warmUp + total) / OPENERS) > toolIds.length) throw new Error('not enough tools for distinct opens');
  const first = await fireOpens(api, openers, agent, toolIds, 0, warmUp);
  console.log(`warm-up: ${first.ok} of ${warmUp} opens counted in ${first.seconds.toFixed(1)} s, ${first.cpuPerOpen.toFixed(2)} ms of api CPU each (answers ${first.answers})`);
  const measured = await fireOpens(api, openers, agent, toolIds, warmUp, total);
  agent.destroy();
  console.log(`answers to the opens: ${measured.answers}`);
  return { ...measured, total };
}

/** A kept database (BENCH_KEEP_DATA=1): the ids the timings need, read back instead of seeding again. */
async function seededIds(connection: Connection) {
  const ids = async (collection: string, filter: Record<string, unknown> = {}) =>
    (await connection.collection(collection).find(filter, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id));
  return { toolIds: await ids('apps'), openableIds: await ids('apps', { subsidiaryId: null }), categoryIds: await ids('categories'), subsidiaryIds: await ids('subsidiaries'), daily: await connection.collection('tool_open_days').estimatedDocumentCount() };
}

async function run(connection: Connection, reused: boolean) {
  console.log(`database: ${await databaseKind(connection)} · ${TOOLS} tools · ${DAYS} days of counts for ${PEOPLE} people (${OPENS_PER_PERSON_A_DAY} opens a person a day)`);
  const seedStart = performance.now();
  const seeded = reused ? await seededIds(connection) : await seed(connection);
  console.log(`seeding: ${seeded.daily} daily documents in ${((performance.now() - seedStart) / 1000).toFixed(1)} s${reused ? ' (reused)' : ''}`);
  if (process.env.BENCH_USAGE_SEED_ONLY === '1') return;
  const api = await startApiProcess(BENCH_DATABASE);
  try {
    const admin = await signIn(api.base, ADMIN_LOGIN);
    // The catalogue (the tools module's, loaded at the api's start) first: the figure is the Usage page's own first call.
    const catalogueT0 = performance.now();
    const tool = await admin.get(`/api/getApp/${seeded.toolIds[0]}/true`);
    console.log(`catalogue ready (GET getApp as the first call): ${tool.status} in ${(performance.now() - catalogueT0).toFixed(0)} ms`);
    const t0 = performance.now();
    const first = await admin.get('/api/admin/usage');
    const firstMs = performance.now() - t0;
    console.log(`first call (reads the worker's read model from Redis): ${first.status} in ${firstMs.toFixed(0)} ms, ${first.body.total} opens, ${first.body.idleCount} candidates to retire`);
    const unfiltered = await timeCalls(admin, '');
    const byCategory = await timeCalls(admin, `?category=${seeded.categoryIds[0]}`);
    const bySubsidiary = await timeCalls(admin, `?subsidiary=${seeded.subsidiaryIds[0]}`);
    const exportT0 = performance.now();
    const csv = await admin.get('/api/admin/usage/export');
    const exportMs = performance.now() - exportT0;
    console.log(`export: ${csv.status}, ${(csv.text.length / 1024).toFixed(0)} KiB in ${exportMs.toFixed(0)} ms`);
    // Tools without a subsidiary: every opener sees them (a subsidiary's tool answers 404 to the others).
    const opens = await countOpens(api, seeded.openableIds);
    console.log(`opens: ${opens.ok} of ${opens.total} counted in ${opens.seconds.toFixed(1)} s (${(opens.ok / opens.seconds).toFixed(0)}/s)`);
    const afterT0 = performance.now();
    await admin.get('/api/admin/usage');
    console.log(`usage page right after the opens (nothing flushed: no worker runs here): ${(performance.now() - afterT0).toFixed(0)} ms`);
    printTable([
      ['usage page, first call of the api (catalogue loaded)', '≤ 300 ms', ms(firstMs)],
      [`usage page, median · p95 of ${CALLS}`, '≤ 300 ms', `${ms(median(unfiltered))} · ${ms(percentile(unfiltered, 0.95))}`],
      ['usage page by category, median', '≤ 300 ms', ms(median(byCategory))],
      ['usage page by subsidiary, median', '≤ 300 ms', ms(median(bySubsidiary))],
      ['usage CSV export (all tools)', '—', ms(exportMs)],
      [`api CPU a counted open at ${OPENS_PER_SECOND}/s, after the warm-up`, '≤ 0.3 ms', `${opens.cpuPerOpen.toFixed(2)} ms`],
    ]);
  } finally {
    await api.stop();
  }
}

withBenchDatabase(BENCH_DATABASE, run, { reusable: true })
  .catch((err) => console.log(`usage bench could not run: ${err instanceof Error ? err.stack : err}`))
  .finally(() => process.exit(0));
