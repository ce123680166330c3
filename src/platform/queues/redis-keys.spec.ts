import type { Connection } from 'mongoose';
import { queuePrefixOf, RedisKeys } from './redis-keys';

describe('RedisKeys: every key carries the database name', () => {
  it('prefixes the parts with the database, as the queues are', () => {
    const connection = { name: 'portal_test_a' } as Connection;
    expect(new RedisKeys(connection).of('usage', 'recent', 'u1')).toBe('portal:portal_test_a:usage:recent:u1');
    expect(queuePrefixOf(connection)).toBe('portal:portal_test_a');
  });

  it('gives two databases sharing one Redis different keys', () => {
    expect(new RedisKeys({ name: 'a' } as Connection).of('api-tokens', 'generation')).not.toBe(new RedisKeys({ name: 'b' } as Connection).of('api-tokens', 'generation'));
  });
});
