import type { Logger } from 'pino';

/** Within this, a stopped process is gone, even if Redis or the database left first. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * How long an api, its server closed, waits for the calls in flight before its shutdown hooks: the longest a
 * call of the product can take when the database is loaded. A tool's submission or a decision waits for a
 * record lock (up to its life, 10 s), then for the next module's command under that record's own lock, each
 * write queued behind the embedded database's single writer. Under HAProxy's `timeout server` (60 s), so a call is
 * never cut by either; an api with no call in flight closes at once.
 */
export const CALLS_IN_FLIGHT_WITHIN_MS = 30_000;

/** The pending exit of a process that was told to stop (one per process). */
let pending: { logger: Logger; at: number; timer: NodeJS.Timeout } | undefined;

/**
 * On SIGTERM or SIGINT, lets the graceful shutdown (Nest's shutdown hooks: BullMQ workers finish
 * their jobs and close) run, but exits after `deadlineMs` whatever happens: closing a BullMQ worker
 * waits for Redis, and when Redis stopped first it would wait for ever. Jobs cut short are taken
 * up again by another worker (BullMQ's stalled-job check), so nothing acknowledged is lost.
 * A hook that knows the rest cannot finish (Redis gone) brings the exit forward with `exitSooner`.
 */
export function exitWithin(deadlineMs: number, logger: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Nothing else listens yet (still starting, e.g. waiting for the database): nothing to finish.
    if (process.listenerCount(signal) === 1) process.exit(0);
    logger.info({ signal }, 'stopping');
    schedule(logger, deadlineMs, () => {
      logger.warn({ deadlineMs }, 'graceful shutdown took too long (Redis or the database gone?): exiting now');
      process.exit(1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** While stopping: exits (code 0) within `ms` at the latest, saying why, unless the shutdown ends sooner by itself. */
export function exitSooner(ms: number, reason: string): void {
  if (!pending || Date.now() + ms >= pending.at) return;
  const { logger } = pending;
  schedule(logger, ms, () => {
    logger.info({ reason }, 'exiting');
    process.exit(0);
  });
}

function schedule(logger: Logger, ms: number, exit: () => void): void {
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(exit, ms);
  timer.unref();
  pending = { logger, at: Date.now() + ms, timer };
}
