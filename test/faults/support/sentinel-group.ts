import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { restartablePort, waitForPort } from '../../../src/devstack/free-port';
import { ManagedProcess } from './managed-process';

export const SENTINEL_GROUP = 'portal';
/** How long the Sentinels wait before calling the primary down (production: 5000, see docs/operations.md). */
export const DOWN_AFTER_MS = 2_000;
/** How long an election may take before the Sentinels try again, after twice it (production: 3000, see docs/operations.md). */
export const FAILOVER_TIMEOUT_MS = 3_000;

/**
 * Redis as production runs it for failover (docs/operations.md, "Redis through Sentinel"): a primary, a
 * replica and three Sentinels (Debian's redis-server and redis-sentinel), each its own process on
 * loopback, persistence on. `env` is what the api and the worker are given to reach it through the Sentinels.
 */
export interface SentinelGroup {
  nodes: ManagedProcess[];
  sentinels: ManagedProcess[];
  env: Record<string, string>;
  /** The node the Sentinels name as primary now. */
  primary(): Promise<ManagedProcess>;
  /** Waits until every Sentinel knows the primary, one replica and the two other Sentinels. */
  untilSettled(timeoutMs?: number): Promise<void>;
  /** A client of one data node (closed by the caller). */
  client(node: ManagedProcess): Redis;
  stop(): Promise<void>;
}

export async function startSentinelGroup(dir: string): Promise<SentinelGroup> {
  const logDir = join(dir, 'logs');
  const nodePorts = [await restartablePort(), await restartablePort()];
  const sentinelPorts = [await restartablePort(), await restartablePort(), await restartablePort()];
  const portOf = new Map<ManagedProcess, number>();
  const nodes = nodePorts.map((port, n) => {
    const data = join(dir, `redis-${n + 1}`);
    mkdirSync(data, { recursive: true });
    const node = new ManagedProcess(
      `redis-${n + 1}`,
      'redis-server',
      () => [
        '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', data, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction',
        // The second starts as the first's replica; after a failover the Sentinels reconfigure both.
        ...(n === 1 ? ['--replicaof', '127.0.0.1', String(nodePorts[0])] : []),
      ],
      () => ({}),
      logDir,
      () => waitForPort(port, 10_000),
    );
    portOf.set(node, port);
    return node;
  });
  const sentinels = sentinelPorts.map((port, n) => {
    const config = join(dir, `sentinel-${n + 1}.conf`);
    // A Sentinel rewrites its file (the replicas and Sentinels it found, the epoch): written once, kept across restarts.
    writeFileSync(
      config,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${SENTINEL_GROUP} 127.0.0.1 ${nodePorts[0]} 2`,
        `sentinel down-after-milliseconds ${SENTINEL_GROUP} ${DOWN_AFTER_MS}`,
        // Three Sentinels that see the primary down at once can split their votes; the election then gives up
        // after the failover timeout and tries again after twice it. At 3 s, a split costs ~6 s, not ~20 s (docs/operations.md).
        `sentinel failover-timeout ${SENTINEL_GROUP} ${FAILOVER_TIMEOUT_MS}`,
        `sentinel parallel-syncs ${SENTINEL_GROUP} 1`,
        '',
      ].join('\n'),
    );
    return new ManagedProcess(`sentinel-${n + 1}`, 'redis-sentinel', () => [config], () => ({}), logDir, () => waitForPort(port, 10_000));
  });
  await Promise.all([...nodes, ...sentinels].map((part) => part.start()));

  const ask = async <T>(port: number, command: string, ...args: string[]): Promise<T> => {
    const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      return (await client.call(command, ...args)) as T;
    } finally {
      client.disconnect();
    }
  };
  const group: SentinelGroup = {
    nodes,
    sentinels,
    env: {
      REDIS_URL: `redis://127.0.0.1:${nodePorts[0]}`,
      REDIS_SENTINELS: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
      REDIS_SENTINEL_NAME: SENTINEL_GROUP,
    },
    async primary() {
      for (const port of sentinelPorts) {
        const address = await ask<[string, string]>(port, 'SENTINEL', 'get-master-addr-by-name', SENTINEL_GROUP).catch(() => null);
        const node = address && nodes.find((candidate) => portOf.get(candidate) === Number(address[1]));
        if (node) return node;
      }
      throw new Error('no Sentinel names a primary');
    },
    async untilSettled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const views = await Promise.all(
          sentinelPorts.map((port) => ask<string[]>(port, 'SENTINEL', 'master', SENTINEL_GROUP).then((fields) => Object.fromEntries(fields.flatMap((_, i) => (i % 2 ? [] : [[fields[i], fields[i + 1]]])))).catch(() => null)),
        );
        if (views.every((view) => view && view.flags === 'master' && view['num-slaves'] === '1' && view['num-other-sentinels'] === '2')) return;
        if (Date.now() > deadline) throw new Error(`the Sentinels have not settled within ${timeoutMs} ms: ${JSON.stringify(views)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    client(node) {
      return new Redis({ host: '127.0.0.1', port: portOf.get(node)!, maxRetriesPerRequest: 1 });
    },
    async stop() {
      await Promise.all([...sentinels, ...nodes].map((part) => part.kill()));
      for (const part of [...sentinels, ...nodes]) part.closeLog();
    },
  };
  return group;
}
