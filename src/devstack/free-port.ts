import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { restartablePortRange } from '../platform/config/tooling-config';

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Ports `restartablePort` handed out in this process, so two servers of one test never share one. */
const handedOut = new Set<number>();

/**
 * A free loopback port below the kernel's ephemeral range, for a server a test stops and starts
 * again on the same port (or starts late, after its clients). While it is down, no outgoing
 * connection and no other process's `freePort()` can take it: both draw from the ephemeral range.
 */
export async function restartablePort(): Promise<number> {
  const [from, to] = restartableRange();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free loopback port between ${from} and ${to}`);
}

/**
 * 10,000 up to the ephemeral range, or RESTARTABLE_PORTS when set: two fault lanes side by side each draw
 * from their own slice, so one lane never takes a port the other's killed process is about to listen on again.
 */
function restartableRange(): [number, number] {
  return restartablePortRange() ?? [10_000, Math.max(15_000, ephemeralRangeStart())];
}

function ephemeralRangeStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768; // not Linux: the IANA range starts higher still
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Waits until something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}
