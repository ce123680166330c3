import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/**
 * The queues' key prefix: the database's own, as every other Redis key of the product (sessions, rate
 * limits, the index, the status read model). Databases sharing one Redis (test files, stacks) never take
 * each other's jobs: a worker of another database once took a mail, recorded its delivery in its own
 * database, and the mail's outbox entry waited for it for ever ("still not done").
 */
export function queuePrefixOf(connection: Pick<Connection, 'name'>): string {
  return `portal:${connection.name}`;
}

/**
 * The product's Redis keys carry the database's name (`portal:<db>:…`, as the queues' prefix does), so
 * that databases sharing one Redis (test files, benches, stacks) never read each other's counters.
 */
@Injectable()
export class RedisKeys {
  private readonly prefix: string;

  constructor(@InjectConnection() connection: Connection) {
    this.prefix = queuePrefixOf(connection);
  }

  /** `of('usage', 'pending')` is `portal:<db>:usage:pending`. */
  of(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }
}
