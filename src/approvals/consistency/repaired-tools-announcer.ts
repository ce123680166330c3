import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../../platform/queues/queues.module';
import { ToolsChangedEvent } from '../../tools/events/tools-changed.event';

/**
 * In the worker (which keeps no catalogue): the tools a repair changed are announced on the channel
 * the api instances' CatalogueSync listens to, so their walls show the repair at once rather than at
 * their 5-minute safety reload. Same message shape as CatalogueSync's.
 */
@EventsHandler(ToolsChangedEvent)
export class RepairedToolsAnnouncer implements IEventHandler<ToolsChangedEvent> {
  private readonly logger = new Logger(RepairedToolsAnnouncer.name);
  private readonly origin = `worker-${randomUUID()}`;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  handle(event: ToolsChangedEvent) {
    const ids = event.toolIds.map(String);
    if (!ids.length) return;
    void this.redis
      .publish(`portal:${this.connection.name}:tools-changed`, JSON.stringify({ origin: this.origin, ids }))
      .catch((error: Error) => this.logger.warn(`cannot announce repaired tools: ${error.message}`));
  }
}
