import { redisConnectionOptions } from './redis-connection';
import { SentinelOrLastPrimaryConnector } from './sentinel-connector';

describe('the Redis connection options every client and BullMQ queue uses', () => {
  it('connects to REDIS_URL itself without Sentinels', () => {
    const options = redisConnectionOptions({ REDIS_URL: 'redis://:s%40cret@redis.internal:6380/2', REDIS_SENTINELS: [], REDIS_SENTINEL_NAME: '' });
    expect(options).toMatchObject({ host: 'redis.internal', port: 6380, password: 's@cret', db: 2, maxRetriesPerRequest: null });
    expect(options).not.toHaveProperty('sentinels');
  });

  it('asks the Sentinels for the named primary, keeping REDIS_URL credentials and database', () => {
    const sentinels = [
      { host: '10.0.0.1', port: 26379 },
      { host: '10.0.0.2', port: 26379 },
    ];
    const options = redisConnectionOptions({ REDIS_URL: 'redis://:pw@ignored:6379/1', REDIS_SENTINELS: sentinels, REDIS_SENTINEL_NAME: 'portal' });
    expect(options).toMatchObject({ sentinels, name: 'portal', password: 'pw', sentinelPassword: 'pw', db: 1, maxRetriesPerRequest: null });
    expect(options).not.toHaveProperty('host');
    expect(options.Connector).toBe(SentinelOrLastPrimaryConnector);
    // A write refused by a former primary turned replica reconnects (through the Sentinels) and is sent again.
    expect(options.reconnectOnError?.(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(options.reconnectOnError?.(new Error('ERR unknown command'))).toBe(false);
  });
});
