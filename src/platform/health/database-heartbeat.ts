import { hostname } from 'node:os';
import type { Connection } from 'mongoose';
import { HEALTH_COLLECTION } from './health-keys';

const processId = `${hostname()}:${process.pid}`;

/**
 * Proves the database accepts writes, not only pings: one small upsert by _id per process, bounded
 * by maxTimeMS. A database that answers pings but cannot write (a locked SQLite file, a read-only
 * disk, a lost primary) fails it.
 */
export async function writeDatabaseHeartbeat(connection: Connection, role: string): Promise<void> {
  if (connection.readyState !== 1 || !connection.db) throw new Error('not connected');
  await connection.db
    .collection<{ _id: string; role: string; at: Date }>(HEALTH_COLLECTION)
    .replaceOne({ _id: `${role}:${processId}` }, { role, at: new Date() }, { upsert: true, maxTimeMS: 1500 });
}
