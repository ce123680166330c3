import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { devstackConfig } from '../platform/config/tooling-config';
import { startChild } from './child-process';
import { freePort, waitForPort } from './free-port';
import { which } from './which';

/**
 * REDIS_URL if given; else Debian's redis-server on a free loopback port, configured as BullMQ
 * requires: an append-only file (queued mails survive a Redis restart) and no eviction (Redis must
 * refuse writes when full rather than silently drop queued jobs). See docs/operations.md.
 */
export async function startRedis(logDir: string, dataDir: string): Promise<string> {
  const { REDIS_URL } = devstackConfig();
  if (REDIS_URL) return REDIS_URL;
  const binary = which('redis-server');
  if (!binary) throw new Error('No Redis: set REDIS_URL or install redis-server (apt-get install redis-server)');
  const port = await freePort();
  const redisDir = join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  startChild('redis', binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes',
    '--dir', redisDir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction',
  ], logDir);
  await waitForPort(port);
  return `redis://127.0.0.1:${port}`;
}
