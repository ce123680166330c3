import { startChild } from './child-process';
import { freePort, waitForPort } from './free-port';
import { which } from './which';

/** REDIS_URL if given; else Debian's redis-server on a free loopback port, without persistence. */
export async function startRedis(logDir: string): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const binary = which('redis-server');
  if (!binary) throw new Error('No Redis: set REDIS_URL or install redis-server (apt-get install redis-server)');
  const port = await freePort();
  startChild('redis', binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], logDir);
  await waitForPort(port);
  return `redis://127.0.0.1:${port}`;
}
