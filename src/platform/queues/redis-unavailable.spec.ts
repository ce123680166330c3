import IORedis from 'ioredis';
import { isRedisUnavailable } from './redis-unavailable';

describe('isRedisUnavailable', () => {
  it('recognises what our client throws while Redis is down, and nothing else', async () => {
    // Configured as the api's client (no offline queue, no retry of a command), aimed at a port nothing listens on.
    const client = new IORedis({ host: '127.0.0.1', port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      const refused = await client.get('any').then(() => null, (error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(isRedisUnavailable(refused)).toBe(true);
    } finally {
      client.disconnect();
    }
    expect(isRedisUnavailable(new Error('READONLY You can\'t write against a read only replica.'))).toBe(true);
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed.')).toBe(false);
  });
});
