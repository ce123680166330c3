import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * Gives a Redis client an error listener that logs each outage once (the first failure, then the
 * return). Without a listener, ioredis prints "[ioredis] Unhandled error event" with a stack on every
 * reconnection attempt while Redis is down, also while the process stops.
 */
export function logRedisOutages(client: Redis, logger: Pick<Logger, 'warn' | 'log'>, name: string): Redis {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(`${name}: Redis does not answer (${error.message}); reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.log(`${name}: Redis answers again`);
  });
  return client;
}
