import { createServer, connect, type Server, type Socket } from 'node:net';
import { BSON, type Document } from 'mongodb';

/** A command's statements of one kind: how many commands carried them, and how many statements in all (a bulk update's). */
export interface CommandShape {
  commands: number;
  statements: number;
}

/**
 * A TCP relay between processes and the database that counts the commands they send, by name (the first
 * key of each OP_MSG's body), and by shape: command, collection and each statement's filter, named `by _id`
 * when it is a single `_id` equality (the one filter FerretDB hands to SQLite) and by its fields otherwise
 * (FerretDB reads the whole collection for it). How many commands a piece of work costs, which the
 * machine's load does not change. Point the processes' MONGO_URL at `url(database)`; the database may be
 * named later (`pointAt`), before the first process connects.
 */
export class CommandCounter {
  readonly counts = new Map<string, number>();
  readonly shapes = new Map<string, CommandShape>();
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private target?: URL) {}

  pointAt(target: URL): void {
    this.target = target;
  }

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (!this.target) return client.destroy();
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

  /** OP_MSG (2013): flags, then a kind-0 section whose BSON document's first key names the command, then kind-1 document sequences. */
  private count(message: Buffer): void {
    if (message.readInt32LE(12) !== 2013 || message[20] !== 0) return;
    const nameStart = 21 + 4 + 1;
    const name = message.toString('latin1', nameStart, message.indexOf(0, nameStart));
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    try {
      for (const shape of shapesOf(parseSections(message))) {
        const seen = this.shapes.get(shape.key) ?? { commands: 0, statements: 0 };
        seen.commands++;
        seen.statements += shape.statements;
        this.shapes.set(shape.key, seen);
      }
    } catch {
      this.shapes.set(`${name} (unreadable)`, { commands: (this.shapes.get(`${name} (unreadable)`)?.commands ?? 0) + 1, statements: 0 });
    }
  }

  reset(): void {
    this.counts.clear();
    this.shapes.clear();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}

interface Sections {
  body: Document;
  sequences: Map<string, Document[]>;
}

function parseSections(message: Buffer): Sections {
  const checksum = message.readUInt32LE(16) & 1 ? 4 : 0;
  const end = message.length - checksum;
  let body: Document = {};
  const sequences = new Map<string, Document[]>();
  for (let at = 20; at < end; ) {
    const kind = message[at];
    if (kind === 0) {
      const size = message.readInt32LE(at + 1);
      body = BSON.deserialize(message.subarray(at + 1, at + 1 + size));
      at += 1 + size;
    } else {
      const size = message.readInt32LE(at + 1);
      const idEnd = message.indexOf(0, at + 5);
      const id = message.toString('latin1', at + 5, idEnd);
      const docs: Document[] = [];
      for (let doc = idEnd + 1; doc < at + 1 + size; doc += message.readInt32LE(doc)) docs.push(BSON.deserialize(message.subarray(doc, doc + message.readInt32LE(doc))));
      sequences.set(id, docs);
      at += 1 + size;
    }
  }
  return { body, sequences };
}

/** One key per kind of statement in the command: `find users by _id`, `update users {_id, deleted}`, `insert users`. */
function shapesOf({ body, sequences }: Sections): { key: string; statements: number }[] {
  const command = Object.keys(body)[0];
  const collection = typeof body[command] === 'string' ? ` ${body[command] as string}` : typeof body.collection === 'string' ? ` ${body.collection}` : '';
  const listed = (field: string): Document[] => (Array.isArray(body[field]) ? (body[field] as Document[]) : (sequences.get(field) ?? []));
  let filters: Document[] | null = null;
  if (command === 'find' || command === 'count' || command === 'distinct') filters = [(body.filter ?? body.query ?? {}) as Document];
  else if (command === 'update') filters = listed('updates').map((statement) => statement.q as Document);
  else if (command === 'delete') filters = listed('deletes').map((statement) => statement.q as Document);
  else if (command === 'findAndModify') filters = [(body.query ?? {}) as Document];
  else if (command === 'aggregate') filters = [((body.pipeline as Document[] | undefined)?.[0]?.$match ?? {}) as Document];
  if (!filters) return [{ key: `${command}${collection}`, statements: command === 'insert' ? listed('documents').length : 1 }];
  const byShape = new Map<string, number>();
  for (const filter of filters) byShape.set(filterShape(filter), (byShape.get(filterShape(filter)) ?? 0) + 1);
  return [...byShape].map(([shape, statements]) => ({ key: `${command}${collection} ${shape}`, statements }));
}

/** `by _id` for a single `_id` equality, `all` for none, else the filter's fields (`{id_portal, deleted}`). */
export function filterShape(filter: Document): string {
  const keys = Object.keys(filter);
  if (keys.length === 0) return 'all';
  if (keys.length === 1 && keys[0] === '_id' && !isOperators(filter._id)) return 'by _id';
  return `{${keys.join(', ')}}`;
}

function isOperators(value: unknown): boolean {
  return !!value && typeof value === 'object' && !('_bsontype' in value) && !(value instanceof Date) && Object.keys(value).some((key) => key.startsWith('$'));
}
