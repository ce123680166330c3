import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { INDEX_FORMAT } from '../../src/directory/search/index/index-scripts';
import { WARM_UP_BUDGET_MS } from './settings';

const ROOT = resolve(__dirname, '../..');
const HEALTH_BUDGET_MS = 120_000;
const POLL_MS = 250;

/**
 * The Node that runs the api and the limit server: the production image's (Node 24, which the test
 * command installs from the npm registry with scripts/node24.sh, as this does on first use), so the
 * figures are production's; BENCH_SERVER_NODE names another (e.g. `node` for the machine's own).
 */
export function serverNode(): string {
  chosenNode ??= process.env.BENCH_SERVER_NODE || productionNode();
  return chosenNode;
}
let chosenNode: string | undefined;

function productionNode(): string {
  const found = spawnSync('bash', [join(ROOT, 'scripts/node24.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const node = found.status === 0 ? found.stdout.trim() : '';
  if (node) return node;
  console.warn(`scripts/node24.sh found no Node 24: the api runs on this Node (${process.version})`);
  return process.execPath;
}

/** "v24.21.0": the version of `serverNode()`, printed with the figures. */
export function serverNodeVersion(): string {
  return spawnSync(serverNode(), ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** The services' MONGO_URL (.run/test.env or .run/dev.env) with the bench's own database name. */
export function benchMongoUrl(database: string): string {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: load the services env first (set -a; . .run/test.env; set +a)');
  return url.replace(/\/[^/?]*(\?.*)?$/, `/${database}$1`);
}

/** A bench fires far more calls than a person: the rate limits (docs/operations.md) would answer 429. */
const UNLIMITED = Object.fromEntries(
  ['RATE_LIMIT_SIGN_INS_PER_MINUTE', 'RATE_LIMIT_SEARCHES_PER_MINUTE', 'RATE_LIMIT_UPLOADS_PER_HOUR', 'RATE_LIMIT_WRITES_PER_MINUTE', 'RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE'].map((name) => [name, '1000000']),
);

/** The api as production runs it: `node dist/main.js` in its own process, on loopback, on the bench database. */
export interface ApiProcess {
  base: string;
  pid: number;
  log: string;
  /** CPU time (user + system) the api process has used so far, in ms (Linux /proc; NaN elsewhere). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts the built api (`npx nest build` first) with NODE_ENV=test and LOG_LEVEL=warn on a free
 * loopback port, its output in .run/bench-<database>-api.log, and waits for /api/health to answer 200.
 * The read models start loading then (catalogue in memory, directory index in Redis): see the waits below.
 */
export async function startApiProcess(database: string): Promise<ApiProcess> {
  const main = join(ROOT, 'dist/main.js');
  if (!existsSync(main)) throw new Error('dist/main.js is missing: run npx nest build first');
  const port = await freePort();
  mkdirSync(join(ROOT, '.run'), { recursive: true });
  const log = join(ROOT, '.run', `bench-${database}-api.log`);
  const out = openSync(log, 'w');
  // BENCH_API_NODE_ARGS, e.g. "--prof --logfile=.run/api-v8.log --no-logfile-per-isolate", to profile the api alone.
  // The young generation's size production runs with (docs/operations.md, Memory).
  const nodeArgs = ['--max-semi-space-size=4', ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(serverNode(), [...nodeArgs, main], {
    cwd: ROOT,
    env: { ...process.env, ...UNLIMITED, MONGO_URL: benchMongoUrl(database), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  // Never leave the api behind: a bench stopped by Ctrl-C or an uncaught error takes it down too.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  child.once('exit', () => process.off('exit', killOnExit));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    log,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () => stopProcess(child, exited),
  };
  try {
    await waitForHealth(api.base, child);
  } catch (err) {
    await api.stop();
    throw err;
  }
  return api;
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + HEALTH_BUDGET_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with code ${child.exitCode} (see its log)`);
    const ok = await fetch(`${base}/api/health/ready`).then((res) => res.ok, () => false);
    if (ok) return;
    await sleep(POLL_MS);
  }
  throw new Error(`the api did not answer /api/health within ${HEALTH_BUDGET_MS / 1000} s`);
}

export async function stopProcess(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** utime + stime of /proc/<pid>/stat, in ms (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * A free loopback port: the first free one of BENCH_PORTS ("3950-3999") when set, so a bench on a
 * shared machine stays in its own range; else one the system picks.
 */
export async function freePort(): Promise<number> {
  const [first, last] = (process.env.BENCH_PORTS ?? '').split('-').map(Number);
  if (!(first > 0 && last >= first)) return listenOnce(0);
  for (let port = first; port <= last; port++) {
    const free = await listenOnce(port).catch(() => 0);
    if (free) return free;
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

function listenOnce(wanted: number): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(wanted, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The bench database's read-model keys in Redis (`portal:<database>:…`): cleared before and after a run. */
export async function clearReadModels(database: string): Promise<void> {
  const redis = benchRedis();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `portal:${database}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits until the api has built the directory index (it does at start when the collections' sizes
 * differ from the recorded ones, as after a seed behind the app), then answers how long it took.
 */
export async function waitForDirectoryIndex(database: string, budgetMs: number): Promise<number> {
  const redis = benchRedis();
  const started = performance.now();
  try {
    while (performance.now() - started < budgetMs) {
      // A generation of the current format, not one of an earlier build being replaced (it may leave searches to the database).
      const [ready, format, building] = await redis.hmget(`portal:${database}:dir:index:meta`, 'ready', 'format', 'building');
      if (ready && format === INDEX_FORMAT && !building) return performance.now() - started;
      await sleep(POLL_MS);
    }
    throw new Error(`the directory index was not ready within ${budgetMs / 1000} s`);
  } finally {
    redis.disconnect();
  }
}

export function benchRedis(): Redis {
  if (!process.env.REDIS_URL) throw new Error('REDIS_URL is not set: load the services env first');
  return new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 });
}

/** CPU used so far, in ms, by the three parts of a load on the two cores: the api, Redis and the load client (this process). */
export interface PhaseCpu {
  api: number;
  redis: number;
  client: number;
  /** Redis's time in each command so far, in ms (`INFO commandstats`): the rest of its CPU is reading and writing sockets. */
  redisCommands: Map<string, number>;
}

/** Now's `PhaseCpu`: Redis's from `INFO cpu` (its whole server), the client's from `process.cpuUsage()`. */
export async function phaseCpu(api: { cpuMs(): number }): Promise<PhaseCpu> {
  const redis = benchRedis();
  try {
    const [info, commands] = [await redis.info('cpu'), await redis.info('commandstats')];
    const { user, system } = process.cpuUsage();
    const redisCommands = new Map([...commands.matchAll(/^cmdstat_([^:]+):calls=\d+,usec=(\d+)/gm)].map(([, name, usec]) => [name, Number(usec) / 1000]));
    return { api: api.cpuMs(), redis: redisCpuMs(info), client: (user + system) / 1000, redisCommands };
  } finally {
    redis.disconnect();
  }
}

/** Redis's CPU so far, in ms, from its `INFO cpu` (user + system): unlike a command's time, not lengthened by other load. */
export function redisCpuMs(info: string): number {
  const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? NaN);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
}

/**
 * Where a phase's CPU went, per completed call: what bounds the throughput on two cores shared by the
 * api, Redis and the load client (the bare server's own figure has no Redis).
 */
export function cpuPerCall(before: PhaseCpu, after: PhaseCpu, completed: number): string {
  const calls = Math.max(1, completed);
  const per = (part: 'api' | 'redis' | 'client') => ((after[part] - before[part]) / calls).toFixed(2);
  const commands = [...after.redisCommands]
    .map(([name, ms]): [string, number] => [name, (ms - (before.redisCommands.get(name) ?? 0)) / calls])
    .filter(([name, ms]) => ms >= 0.005 && name !== 'info')
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(3)}`);
  const inCommands = commands.length ? ` (in commands: ${commands.join(', ')})` : '';
  return `CPU a call: api ${per('api')} ms · Redis ${per('redis')} ms${inCommands} · load client ${per('client')} ms`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs `work` against an api started on a seeded database, once the directory index it builds at start is
 * ready (as after an import), printing how long each took; the api is stopped whatever happens.
 */
export async function withWarmApi(database: string, work: (api: ApiProcess) => Promise<void>): Promise<void> {
  const startedAt = performance.now();
  const api = await startApiProcess(database);
  try {
    console.log(`api process ${api.pid} (Node ${serverNodeVersion()}, as the limit server) healthy in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (log: ${api.log})`);
    const indexMs = await waitForDirectoryIndex(database, WARM_UP_BUDGET_MS);
    console.log(`read models warm-up (directory index built by the api at start): ${(indexMs / 1000).toFixed(1)} s`);
    await work(api);
  } finally {
    await api.stop();
  }
}

/** The built worker (`dist/worker.js`) on the bench database, its output in .run/bench-<database>-worker.log. */
export function startWorkerProcess(database: string, mongoUrl = benchMongoUrl(database)): { pid: number; stop: () => Promise<void> } {
  const log = openSync(join(ROOT, '.run', `bench-${database}-worker.log`), 'w');
  const child = spawn(process.execPath, [join(ROOT, 'dist/worker.js')], { env: { ...process.env, MONGO_URL: mongoUrl, NODE_ENV: 'test', LOG_LEVEL: 'warn' }, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { pid: child.pid!, stop: () => stopProcess(child, exited) };
}
