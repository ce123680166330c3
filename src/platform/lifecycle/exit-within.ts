import type { Logger } from 'pino';

/** Within this, a stopped process is gone, even if Redis or the database left first. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * On SIGTERM or SIGINT, lets the graceful shutdown (Nest's shutdown hooks: BullMQ workers finish
 * their jobs and close) run, but exits after `deadlineMs` whatever happens: closing a BullMQ worker
 * waits for Redis, and when Redis stopped first it would wait for ever. Jobs cut short are taken
 * up again by another worker (BullMQ's stalled-job check), so nothing acknowledged is lost.
 */
export function exitWithin(deadlineMs: number, logger: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Nothing else listens yet (still starting, e.g. waiting for the database): nothing to finish.
    if (process.listenerCount(signal) === 1) process.exit(0);
    logger.info({ signal }, 'stopping');
    setTimeout(() => {
      logger.warn({ deadlineMs }, 'graceful shutdown took too long (Redis or the database gone?): exiting now');
      process.exit(1);
    }, deadlineMs).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
