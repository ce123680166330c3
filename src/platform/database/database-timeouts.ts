/** How long a command waits for a reachable database before failing (the api then answers 503 at once). */
export const DATABASE_UNREACHABLE_AFTER_MS = 800;
/** No query runs longer than this on the server (MongoDB honours maxTimeMS; FerretDB on reads). */
export const DATABASE_MAX_TIME_MS = 20_000;
/**
 * How often the driver asks the database whether it is there, and how long it waits for the answer. A
 * database that stops answering (a hung process, a frozen machine, a network that drops packets) is
 * found within about the sum (5 s): the driver then marks it unknown and interrupts every operation in
 * flight, which fail at once with a pool-cleared error (503 with Retry-After), and new ones fail server
 * selection within DATABASE_UNREACHABLE_AFTER_MS until a heartbeat is answered again.
 */
const HEARTBEAT_EVERY_MS = 2_000;
const HEARTBEAT_ANSWER_WITHIN_MS = 3_000;
/**
 * The last client-side bound of one round trip, for what the heartbeat cannot see (a socket of its own
 * that hangs): longer than maxTimeMS, so a query the server stops in time ends with the server's own
 * error. Operations given a longer maxTimeMS (the directory index build's and the import's reads) pass
 * their own `socketTimeoutMS` (longRunning below).
 */
const ROUND_TRIP_WITHIN_MS = DATABASE_MAX_TIME_MS + 5_000;

/** The driver's options, for the process's connection and for its reopening (ConnectionWatchdog). */
export const DATABASE_CLIENT_OPTIONS = {
  serverSelectionTimeoutMS: DATABASE_UNREACHABLE_AFTER_MS,
  heartbeatFrequencyMS: HEARTBEAT_EVERY_MS,
  connectTimeoutMS: HEARTBEAT_ANSWER_WITHIN_MS,
  socketTimeoutMS: ROUND_TRIP_WITHIN_MS,
  // A request waits this long at most for a free connection of the pool.
  waitQueueTimeoutMS: 5_000,
} as const;

/** Options for one operation allowed `maxTimeMS` on the server: the client waits for it a little longer. */
export function longRunning(maxTimeMS: number): { maxTimeMS: number; socketTimeoutMS: number } {
  return { maxTimeMS, socketTimeoutMS: maxTimeMS + 5_000 };
}
