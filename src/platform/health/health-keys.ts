import type { Connection } from 'mongoose';

/** The platform's own collection: one heartbeat document per process, and the Redis sentinel's record. */
export const HEALTH_COLLECTION = 'health';

/** Redis keys of the health signals, per database, so stacks sharing a Redis do not see each other's. */
export function healthKeys(connection: Connection) {
  const base = `portal:${connection.name}:health`;
  return { sentinel: `${base}:sentinel`, workers: `${base}:workers` };
}
