import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { haproxyConfig } from '../../../src/devstack/haproxy-config';
import { restartablePort, waitForPort } from '../../../src/devstack/free-port';
import { CALLS_IN_FLIGHT_WITHIN_MS, SHUTDOWN_DEADLINE_MS } from '../../../src/platform/lifecycle/exit-within';
import { ManagedProcess } from './managed-process';
import { LOAD_ENV } from './portal-load';
import { startStack, type FaultStack, type StackOptions } from './stack';

const root = resolve(__dirname, '../../..');

/**
 * The fault stack laid out as several hosts (`npm run start:cluster`): two api hosts (`dist/cluster.js`,
 * one process each, own ports), two workers, and Debian's HAProxy with the product's configuration on the
 * stack's public address (`stack.baseUrl`), so sign-in and every call go through it. The api hosts drain
 * on SIGTERM (SHUTDOWN_DRAIN_MS) and trust HAProxy's forwarded headers.
 */
export interface ClusterStack {
  stack: FaultStack;
  hosts: ManagedProcess[];
  workers: ManagedProcess[];
  haproxy: ManagedProcess;
  /** Host n and worker n run `dist` (a build folder) from their next start on: a machine of the layout given a new build. */
  useBuild(n: number, dist: string): void;
  stop(): Promise<void>;
}

/** Long enough for HAProxy (checks 1 s apart, out after 2) on a busy machine. */
export const DRAIN_MS = 4_000;
/** An api's bound from SIGTERM to exit (main.ts): drain, calls in flight, shutdown hooks; a stop waits this long before SIGKILL. */
export const HOST_STOP_WITHIN_MS = DRAIN_MS + CALLS_IN_FLIGHT_WITHIN_MS + SHUTDOWN_DEADLINE_MS + 2_000;

export async function startCluster(name: string, options: StackOptions = {}): Promise<ClusterStack> {
  const stack = await startStack(name, {
    seed: true,
    ...options,
    startApps: false,
    env: {
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      TRUSTED_PROXIES: '127.0.0.1',
      ...LOAD_ENV,
      ...options.env,
    },
  });
  const logDir = join(stack.dir, 'logs');
  const hostPorts = [await restartablePort(), await restartablePort()];
  const builds = [join(root, 'dist'), join(root, 'dist')];
  const hosts = hostPorts.map(
    (port, n) =>
      new ManagedProcess(`api${n + 1}`, process.execPath, () => [join(builds[n], 'cluster.js')], () => ({ ...stack.env, PORT: String(port), API_PROCESSES: '1' }), logDir, async () => {
        const deadline = Date.now() + 120_000;
        while (!(await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((res) => res.ok, () => false))) {
          if (Date.now() > deadline) throw new Error(`api${n + 1} is not ready after 120 s`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }),
  );
  const second = new ManagedProcess('worker2', process.execPath, () => [join(builds[1], 'worker.js')], () => stack.env, logDir, async () => {
    await second.waitForOutput(/worker started/, 120_000);
  });
  const workers = [stack.worker, second];
  const publicPort = new URL(stack.baseUrl).port;
  const config = join(stack.dir, 'haproxy.cfg');
  writeFileSync(
    config,
    haproxyConfig({ bind: `127.0.0.1:${publicPort}`, hosts: hostPorts.map((port, n) => ({ name: `api${n + 1}`, address: `127.0.0.1:${port}` })), log: 'stdout format raw local0' }),
  );
  const haproxy = new ManagedProcess('haproxy', existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy', () => ['-f', config, '-db'], () => ({}), logDir, async () => {
    await waitForPort(Number(publicPort), 10_000);
  });
  await Promise.all([...hosts.map((host) => host.start()), ...workers.map((worker) => worker.start())]);
  await haproxy.start();
  await stack.waitHealthy(60_000);
  return {
    stack,
    hosts,
    workers,
    haproxy,
    useBuild(n, dist) {
      builds[n] = dist;
      if (n === 0) stack.builds.worker = dist;
    },
    async stop() {
      await Promise.all([haproxy, ...hosts, second].map((part) => part.kill()));
      for (const part of [haproxy, ...hosts, second]) part.closeLog();
      await stack.stop();
    },
  };
}

/** Waits until HAProxy has sent a call to every host again (both up: two good checks after a start). */
export async function untilBothUp(cluster: ClusterStack, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ups = () => (cluster.haproxy.output.match(/Server api\/api\d is UP/g) ?? []).length;
  const downs = () => (cluster.haproxy.output.match(/Server api\/api\d is DOWN/g) ?? []).length;
  // HAProxy prints each change twice (its log and its console): equal counts mean every host that went down came back.
  while (ups() < downs()) {
    if (Date.now() > deadline) throw new Error(`HAProxy has not taken every host back within ${timeoutMs} ms: ${cluster.haproxy.output.slice(-1000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
