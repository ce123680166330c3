import { createConnection } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { SentinelConnector } from 'ioredis';
import type { SentinelConnectionOptions } from 'ioredis';

type Address = { host: string; port: number };
type Emit = (type: string, error: Error) => void;

/** Per Sentinel group, the primary a connection of this process last reached and found to be the primary. */
const lastPrimaries = new Map<string, Address>();

/**
 * ioredis's Sentinel connector, which asks the Sentinels for the primary at each (re)connection, with
 * one addition: when no Sentinel answers, it connects to the last primary they named (and this process
 * reached), instead of waiting for a Sentinel. So a Redis whose Sentinels are down keeps being used for
 * as long as it stays primary. The primary is checked at each connection (ioredis's ready check compares
 * its role), so a former primary turned replica is left again at once.
 */
export class SentinelOrLastPrimaryConnector extends SentinelConnector {
  private readonly group: string;
  private candidate?: Address;

  /** `options`: the client's options (ioredis passes them untyped to a custom connector). */
  constructor(clientOptions: unknown) {
    const options = clientOptions as SentinelConnectionOptions;
    const group = options.name ?? '';
    const retry = options.sentinelRetryStrategy;
    // With a primary to fall back on, one round of the Sentinels ends the attempt; without, ioredis retries them.
    super({ ...options, sentinelRetryStrategy: (attempts) => (lastPrimaries.has(group) ? null : retry?.(attempts)) });
    this.group = group;
  }

  async connect(emit: Emit) {
    let stream: Awaited<ReturnType<SentinelConnector['connect']>>;
    try {
      stream = await super.connect(emit);
    } catch (error) {
      const last = lastPrimaries.get(this.group);
      if (!last || !(error instanceof Error) || !error.message.startsWith('All sentinels are unreachable')) throw error;
      emit('sentinelError', new Error(`${error.message}: connecting to the last primary they named, ${last.host}:${last.port}`));
      const options = this.options as SentinelConnectionOptions & { tls?: object };
      stream = options.tls ? tlsConnect({ ...options.tls, ...last }) : createConnection(last);
      this.stream = stream;
    }
    const reached = stream as { remoteAddress?: string; remotePort?: number; once(event: string, listener: () => void): unknown };
    this.candidate = undefined;
    reached.once('connect', () => {
      if (reached.remoteAddress && reached.remotePort) this.candidate = { host: reached.remoteAddress, port: reached.remotePort };
    });
    return stream;
  }

  /** Called by ioredis's ready check with the server's role: remembers a primary that is one. */
  check(info: { role?: string }): boolean {
    const matches = super.check(info);
    if (matches && info.role === 'master' && this.candidate) lastPrimaries.set(this.group, this.candidate);
    return matches;
  }
}

/** Forgets the remembered primaries (tests). */
export function forgetLastPrimaries(): void {
  lastPrimaries.clear();
}
