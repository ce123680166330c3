import type { RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/config.schema';
import { SentinelOrLastPrimaryConnector } from './sentinel-connector';

export type RedisConfig = Pick<AppConfig, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME'>;

/**
 * The one place the product's Redis connections are described: our own clients (`REDIS`, its
 * duplicates) and every BullMQ queue and worker use these options. Without Sentinels, REDIS_URL is
 * Redis itself. With REDIS_SENTINELS, each connection asks the Sentinels for the primary of
 * REDIS_SENTINEL_NAME (again at every reconnection, so a failover is followed by itself) and keeps
 * REDIS_URL's credentials, database and TLS. Workers need maxRetriesPerRequest null (BullMQ's rule).
 */
export function redisConnectionOptions(config: RedisConfig): RedisOptions {
  const url = new URL(config.REDIS_URL);
  const common: RedisOptions = {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
  if (config.REDIS_SENTINELS.length === 0) return { ...common, host: url.hostname, port: Number(url.port || 6379) };
  return {
    ...common,
    sentinels: config.REDIS_SENTINELS,
    name: config.REDIS_SENTINEL_NAME,
    // The Sentinels share the data nodes' password, as in Redis's own guide; TLS likewise.
    sentinelPassword: common.password,
    enableTLSForSentinelMode: !!common.tls,
    Connector: SentinelOrLastPrimaryConnector,
    // A former primary turned replica answers writes with READONLY: reconnect, which asks the Sentinels again.
    reconnectOnError: (error) => (error.message.startsWith('READONLY') ? 2 : false),
  };
}
