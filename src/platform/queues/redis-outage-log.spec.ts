import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { logRedisOutages } from './redis-outage-log';

describe('logRedisOutages', () => {
  it('logs an outage once however many reconnections fail, then its end, then the next outage', () => {
    const client = new EventEmitter();
    const logger = { warn: jest.fn(), log: jest.fn() };
    logRedisOutages(client as unknown as Redis, logger, 'redis client');

    for (let attempt = 0; attempt < 5; attempt++) client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('redis client: Redis does not answer (connect ECONNREFUSED 127.0.0.1:6379); reconnecting');

    client.emit('ready');
    expect(logger.log).toHaveBeenCalledWith('redis client: Redis answers again');
    client.emit('error', new Error('read ECONNRESET'));
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the client connects for the first time', () => {
    const client = new EventEmitter();
    const logger = { warn: jest.fn(), log: jest.fn() };
    logRedisOutages(client as unknown as Redis, logger, 'redis client');
    client.emit('ready');
    expect(logger.log).not.toHaveBeenCalled();
  });
});
