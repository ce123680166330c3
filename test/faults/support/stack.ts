import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import mongoose, { Connection } from 'mongoose';
import { ferretdbArgs, ferretdbBinary, FERRETDB_ENV } from '../../../src/devstack/database-server';
import { restartablePort, waitForPort } from '../../../src/devstack/free-port';
import { ManagedProcess } from './managed-process';
import { phase } from './phase-timing';
import { COMPILE_CACHE_ENV } from '../../support/compile-cache';

/**
 * The fault suite's stack: every part of the product as its own real process, on loopback.
 *
 *   const stack = await startStack('mails', { seed: true, env: { MAIL_BACKOFF_MS: '300' } });
 *                                             // seed: the demo company (407 people, demo accounts), before api and worker start
 *   const marc = await stack.signIn('marc.manager');   // real OIDC flow → ApiClient
 *   await stack.redis.kill(); …; await stack.redis.start();
 *   await stack.api.kill(); await stack.api.start();   // same port, same data
 *   await stack.stop();                       // in afterAll
 *
 * Parts: `redis` (redis-server, AOF persistence unless `redisPersistence: false`), `database`
 * (FerretDB 1.24 on SQLite), `services` (the devstack process: SMTP sink + OIDC provider; it comes
 * back on new ports, so kill it only at the end of a file), `api`
 * (dist/main.js) and `worker` (dist/worker.js). Each is a ManagedProcess: kill() = SIGKILL,
 * stop() = SIGTERM, start() waits until it serves. Mails: see ./mails.ts. Build first (`npx nest build`).
 * The api listens on FAULTS_API_PORT when set (the port range of whoever runs it), else on a free port
 * below the ephemeral range, as Redis and the database do.
 */
export interface FaultStack {
  readonly baseUrl: string;
  /** MONGO_URL, REDIS_URL, SMTP_URL, SMTP_SINK_URL, OIDC_*, SESSION_SECRET, PUBLIC_URL, PORT… as given to api and worker. */
  readonly env: Record<string, string>;
  readonly dir: string;
  /** The api's FAULT_EXIT_AT_FILE: write a step there and the running api kills itself when it reaches it (see ./crash.ts). */
  readonly faultSwitch: string;
  /** The worker's own FAULT_EXIT_AT_FILE (see `crashWorkerAt` in ./crash.ts). */
  readonly workerFaultSwitch: string;
  readonly redis: ManagedProcess;
  readonly database: ManagedProcess;
  readonly services: ManagedProcess;
  readonly api: ManagedProcess;
  readonly worker: ManagedProcess;
  /** The build (a `dist` folder) the api and the worker run at their next start: the repository's, or a copy (./next-build.ts). */
  readonly builds: { api: string; worker: string };
  /** Writes the demo company (node dist/seed/seed.main.js); prefer the `seed` option, which runs it before the apps start. */
  seed(): Promise<void>;
  signIn(loginId: string): Promise<import('../../support/http-client').ApiClient>;
  /** A direct connection to the database, to check what was written (opened on first use). */
  db(): Promise<Connection>;
  /** GET /api/health (or another path) with the monitoring token, with its status, body and answer time. */
  health(path?: string): Promise<{ status: number; body: any; ms: number }>;
  /** Waits until `/api/health` answers 200 (every check up). */
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Redis appends every write to a file and reloads it after a crash (production's setting). Default true. */
  redisPersistence?: boolean;
  /** Extra environment for the api and the worker, e.g. MAIL_BACKOFF_MS. */
  env?: Record<string, string>;
  /** Write the demo company before the api and the worker start (their read models then hold it). */
  seed?: boolean;
  /** Start the api and the worker too (default true). */
  startApps?: boolean;
  /** Writes more data (a bench's company) after the seed, before any api or worker starts: they build their read models from it. */
  beforeApps?: (mongoUrl: string) => Promise<void>;
}

const root = resolve(__dirname, '../../..');

/** Writes the demo company (node dist/seed/seed.main.js) into the database of `env`'s MONGO_URL. */
function runSeed(env: Record<string, string>): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(root, 'dist/seed/seed.main.js')], { env: { ...process.env, ...COMPILE_CACHE_ENV, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`seed failed (${code}): ${err}`))));
  });
}

export async function startStack(name: string, options: StackOptions = {}): Promise<FaultStack> {
  const dir = join(root, '.run', 'faults', name);
  rmSync(dir, { recursive: true, force: true });
  const logDir = join(dir, 'logs');
  mkdirSync(join(dir, 'db'), { recursive: true });
  mkdirSync(join(dir, 'redis'), { recursive: true });
  // Outside the ephemeral range: the api and worker connect over and over while Redis, the database
  // or the api itself are down, and one of those connections must not take the port they return on.
  const [redisPort, dbPort] = [await restartablePort(), await restartablePort()];
  const apiPort = Number(process.env.FAULTS_API_PORT) || (await restartablePort());
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const persistence = options.redisPersistence ?? true;

  const redis = new ManagedProcess(
    'redis',
    'redis-server',
    () => [
      '--port', String(redisPort), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--save', '', '--dir', join(dir, 'redis'),
      '--appendonly', persistence ? 'yes' : 'no', '--maxmemory-policy', 'noeviction',
    ],
    () => ({}),
    logDir,
    () => waitForPort(redisPort, 10_000),
  );
  const database = new ManagedProcess('ferretdb', ferretdbBinary(), () => ferretdbArgs(dbPort, join(dir, 'db')), () => FERRETDB_ENV, logDir, () =>
    waitForPort(dbPort, 20_000),
  );
  await Promise.all([redis.start(), database.start()]);

  const mongoUrl = `mongodb://127.0.0.1:${dbPort}/portal`;
  // The devstack with MONGO_URL and REDIS_URL given starts only what is left: the SMTP sink and the OIDC provider.
  const envFile = join(dir, 'services.env');
  const services = new ManagedProcess(
    'services',
    process.execPath,
    () => [join(root, 'dist/devstack/devstack.main.js'), '--write-env', envFile, '--data-dir', join(dir, 'services'), '--public-url', baseUrl],
    () => ({ ...COMPILE_CACHE_ENV, MONGO_URL: mongoUrl, REDIS_URL: `redis://127.0.0.1:${redisPort}`, SMTP_URL: '', OIDC_ISSUER: '' }),
    logDir,
    async () => {
      const deadline = Date.now() + 30_000;
      while (!existsSync(envFile)) {
        if (Date.now() > deadline) throw new Error(`the devstack wrote no ${envFile}; see ${logDir}/services.log`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  );
  // The seed needs only the database: it writes the demo company while the sink and sign-in provider start.
  await Promise.all([services.start(), options.seed ? phase('seed', () => runSeed({ MONGO_URL: mongoUrl, NODE_ENV: 'test' })) : undefined]).catch(async (error) => {
    await Promise.all([services, database, redis].map((part) => part.stop(5_000)));
    throw error;
  });
  if (options.beforeApps) {
    await phase('before apps', () => options.beforeApps!(mongoUrl)).catch(async (error) => {
      await Promise.all([services, database, redis].map((part) => part.kill()));
      throw error;
    });
  }
  const env: Record<string, string> = {
    ...Object.fromEntries(
      readFileSync(envFile, 'utf8')
        .split('\n')
        .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => [m[1], m[2]]),
    ),
    PORT: String(apiPort),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // The suite reads the full health report as a monitor does: its checks, and no rate limit.
    MONITORING_TOKEN: randomBytes(32).toString('hex'),
    MAIL_BACKOFF_MS: '300',
    // Production's waits shortened (each read from the environment; defaults in src), so a repair
    // comes within seconds: the outbox relay's grace and first retry (10 s each), BullMQ's lock on an
    // import job (30 s before a killed worker's job runs again), a record lock whose holder was killed (10 s).
    OUTBOX_RELAY_GRACE_MS: '3000',
    OUTBOX_RELAY_BACKOFF_MS: '2000',
    IMPORT_STALLED_AFTER_MS: '10000',
    RECORD_LOCK_TTL_MS: '5000',
    WEB_FRONT_DIST: join(root, 'web-front/dist'),
    WEB_ADMIN_DIST: join(root, 'web-admin/dist'),
    ...COMPILE_CACHE_ENV,
    ...options.env,
  };
  // The shared helpers (test/support/mail-sink) read the sink's address from here.
  process.env.SMTP_SINK_URL = env.SMTP_SINK_URL;

  const health = async (path = '/api/health') => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${env.MONITORING_TOKEN}` }, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, ms: Date.now() - started };
  };
  // Each process reads its own switch: a crash point armed for one never stops the other.
  const faultSwitch = join(dir, 'fault-exit-at');
  const workerFaultSwitch = join(dir, 'worker-fault-exit-at');
  const builds = { api: join(root, 'dist'), worker: join(root, 'dist') };
  const api = new ManagedProcess('api', process.execPath, () => [join(builds.api, 'main.js')], () => ({ ...env, FAULT_EXIT_AT_FILE: faultSwitch }), logDir, async () => {
    await api.waitForOutput(/api listening/, 120_000);
  });
  const worker = new ManagedProcess('worker', process.execPath, () => [join(builds.worker, 'worker.js')], () => ({ ...env, FAULT_EXIT_AT_FILE: workerFaultSwitch }), logDir, async () => {
    await worker.waitForOutput(/worker started/, 120_000);
  });

  let connection: Connection | undefined;
  const stack: FaultStack = {
    baseUrl,
    env,
    dir,
    faultSwitch,
    workerFaultSwitch,
    redis,
    database,
    services,
    api,
    worker,
    builds,
    seed: () => runSeed(env),
    async signIn(loginId: string) {
      const { signIn } = await import('../../support/sign-in');
      return signIn(baseUrl, loginId);
    },
    async db() {
      connection ??= await mongoose.createConnection(env.MONGO_URL, { serverSelectionTimeoutMS: 10_000 }).asPromise();
      return connection;
    },
    health,
    async waitHealthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let last: unknown;
      while (Date.now() < deadline) {
        try {
          const answer = await health();
          if (answer.status === 200) return;
          last = answer.body;
        } catch (error) {
          last = (error as Error).message;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the api is not healthy after ${timeoutMs} ms: ${JSON.stringify(last)}`);
    },
    async stop() {
      await connection?.close(true).catch(() => undefined);
      // The file is over and its data is wiped at the next start: no graceful shutdown to wait for.
      await phase('stack stop', () => Promise.all([api, worker, services, database, redis].map((part) => part.kill())));
      for (const part of [api, worker, services, database, redis]) part.closeLog();
    },
  };
  try {
    if (options.startApps !== false) await Promise.all([api.start(), worker.start()]);
  } catch (error) {
    // Nobody holds this stack yet: stop its parts, or they keep its ports for the next file.
    await stack.stop().catch(() => undefined);
    throw error;
  }
  return stack;
}
