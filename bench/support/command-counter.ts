import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between one process and the database that counts the commands it sends, by name (the first
 * key of each OP_MSG's body): how many commands a piece of work costs, which the machine's load does not
 * change. Point the process's MONGO_URL at `url(database)`.
 */
export class CommandCounter {
  readonly counts = new Map<string, number>();
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private readonly target: URL) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port), this.target.hostname);
      this.sockets.add(client).add(upstream);
      let pending = Buffer.alloc(0);
      client.on('data', (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        while (pending.length >= 16 && pending.length >= pending.readInt32LE(0)) {
          const length = pending.readInt32LE(0);
          this.count(pending.subarray(0, length));
          pending = pending.subarray(length);
        }
        upstream.write(chunk);
      });
      upstream.on('data', (chunk) => client.write(chunk));
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', close).on('error', close);
      upstream.on('close', close).on('error', close);
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.port = (this.server.address() as { port: number }).port;
  }

  url(database: string): string {
    return `mongodb://127.0.0.1:${this.port}/${database}?directConnection=true`;
  }

  /** OP_MSG (2013): flags, then a kind-0 section whose BSON document's first key names the command. */
  private count(message: Buffer): void {
    if (message.readInt32LE(12) !== 2013 || message[20] !== 0) return;
    const nameStart = 21 + 4 + 1;
    const name = message.toString('latin1', nameStart, message.indexOf(0, nameStart));
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  reset(): void {
    this.counts.clear();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}
