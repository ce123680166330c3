import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../src/devstack/free-port';
import { haproxyConfig } from '../../src/devstack/haproxy-config';
import { COMPILE_CACHE_ENV } from './compile-cache';

const ROOT = resolve(__dirname, '../..');
const LOG_DIR = join(ROOT, '.run');
/** An api process starting on a machine shared with other test runs may take this long to be ready. */
const READY_BUDGET_MS = 120_000;

/** A process of the product started apart from the test (`node dist/…`), its output in `.run/e2e-<name>.log`. */
export interface ChildServer {
  readonly name: string;
  readonly child: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
}

export interface ApiProcess extends ChildServer {
  readonly port: number;
  readonly baseUrl: string;
}

/**
 * Starts a built api host (`npx nest build` first): `dist/cluster.js` (API_PROCESSES of `env`, default 1)
 * or `dist/main.js`, on loopback with the test's environment plus `env`, and waits until its readiness
 * answers 200.
 */
export async function startApiProcess(name: string, env: NodeJS.ProcessEnv, options: { script?: 'main.js' | 'cluster.js'; port?: number } = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const server = startChild(name, process.execPath, [builtScript(options.script ?? 'cluster.js')], {
    API_PROCESSES: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${baseUrl}/api/health/ready`).then((res) => res.ok, () => false), READY_BUDGET_MS, () => server.child.exitCode === null);
  return { ...server, port, baseUrl };
}

/** Starts a built worker (`dist/worker.js`); resolves once it is started (it prints nothing sooner). */
export async function startWorkerProcess(name: string, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const server = startChild(name, process.execPath, [builtScript('worker.js')], { NODE_ENV: 'test', LOG_LEVEL: 'info', ...env }, true);
  await waitFor(async () => server.output().includes('worker started'), READY_BUDGET_MS, () => server.child.exitCode === null);
  return server;
}

/**
 * Debian's HAProxy in the foreground (`haproxy -db`) with the product's configuration (src/devstack/haproxy-config.ts)
 * in front of `hosts`, on a free loopback port; `tagHost` adds the answering host's name to each answer.
 * Resolves once every host is up in HAProxy (its readiness checks passed).
 */
export async function startHaproxy(name: string, hosts: ApiProcess[], options: { tagHost?: boolean } = {}) {
  const port = await freePort();
  mkdirSync(LOG_DIR, { recursive: true });
  const file = join(LOG_DIR, `e2e-${name}.cfg`);
  writeFileSync(
    file,
    haproxyConfig({ bind: `127.0.0.1:${port}`, hosts: hosts.map((host) => ({ name: host.name, address: `127.0.0.1:${host.port}` })), log: 'stdout format raw local0', tagHost: options.tagHost }),
  );
  const server = startChild(name, existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy', ['-f', file, '-db'], {});
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every host answered through HAProxy at least once: all are up.
  const seen = new Set<string>();
  await waitFor(async () => {
    const res = await fetch(`${baseUrl}/api/health/ready`).catch(() => null);
    const host = res?.headers.get('x-api-host');
    if (res?.ok && (host || !options.tagHost)) seen.add(host ?? 'any');
    return options.tagHost ? seen.size === hosts.length : seen.size > 0;
  }, 30_000, () => server.child.exitCode === null);
  return { ...server, port, baseUrl };
}

function builtScript(script: string): string {
  const path = join(ROOT, 'dist', script);
  if (!existsSync(path)) throw new Error(`dist/${script} is missing: run npx nest build first`);
  return path;
}

function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, keepOutput = false): ChildServer & { output(): string } {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `e2e-${name}.log`);
  let output = '';
  let child: ChildProcess;
  if (keepOutput) {
    child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...COMPILE_CACHE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = openSync(logFile, 'w');
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-100_000);
        writeFileSync(log, chunk);
      });
    }
    child.once('close', () => closeSync(log));
  } else {
    const out = openSync(logFile, 'w');
    child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...COMPILE_CACHE_ENV, ...env }, stdio: ['ignore', out, out] });
    closeSync(out);
  }
  return { name, child, stop: () => stopChild(child), output: () => output };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `condition` every 100 ms until it holds; fails after `budgetMs`, or at once when `alive` says the process died. */
export async function waitFor(condition: () => Promise<boolean>, budgetMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (!alive()) throw new Error('the process exited before it was ready (see its log in .run/)');
    if (Date.now() > deadline) throw new Error(`not true within ${budgetMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
