import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** How often the client's connection is asked whether Redis still answers, and how long the answer may take. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * A Redis that stops answering while its connection stays open (a frozen process, a partition) would
 * hold every command sent to it. A PING a second tells: when one goes unanswered, the connection is
 * dropped and opened again, so that, as with a dead Redis, every command fails at once (no offline
 * queue, no retry of commands in flight) until Redis answers the new connection. Answers the stop.
 */
export function dropConnectionWhenUnanswered(client: Redis, logger: Pick<Logger, 'warn'>, name: string): () => void {
  let probing = false;
  const timer = setInterval(() => {
    if (probing || client.status !== 'ready') return;
    probing = true;
    let answered = false;
    const deadline = setTimeout(() => {
      if (answered || client.status !== 'ready') return;
      logger.warn(`${name}: Redis did not answer a PING within ${PROBE_TIMEOUT_MS} ms; reconnecting, commands fail until it answers`);
      client.disconnect(true);
    }, PROBE_TIMEOUT_MS);
    client
      .ping()
      .then(
        () => (answered = true),
        () => undefined,
      )
      .finally(() => {
        clearTimeout(deadline);
        probing = false;
      });
  }, PROBE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
