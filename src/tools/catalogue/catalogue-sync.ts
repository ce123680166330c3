import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../../platform/queues/queues.module';
import { ToolCatalogue } from './tool-catalogue';
import { logRedisOutages } from '../../platform/queues/redis-outage-log';

interface ChangeMessage {
  origin: string;
  ids: string[];
}

/**
 * Spreads catalogue changes between api instances: each instance publishes the ids its own writes
 * changed on a Redis channel (one per database) and re-reads the ids the others publish. Pub/sub
 * keeps nothing for a subscriber that was away, so after a reconnection the whole catalogue is
 * reloaded, and the 5-minute safety reload bounds any other loss.
 */
@Injectable()
export class CatalogueSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueSync.name);
  private readonly origin = randomUUID();
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    private readonly catalogue: ToolCatalogue,
  ) {}

  channel(): string {
    return `portal:${this.connection.name}:tools-changed`;
  }

  async onApplicationBootstrap() {
    // Subscribing takes a connection of its own; it queues commands until connected.
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
    this.subscriber = subscriber;
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) void this.catalogue.reloadAll().catch((err) => this.logger.warn(`reload after reconnection failed: ${err}`));
      connectedOnce = true;
    });
    logRedisOutages(subscriber, this.logger, 'catalogue subscriber');
    subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    await subscriber.subscribe(this.channel()).catch((err) => this.logger.warn(`cannot subscribe to catalogue changes: ${err.message}`));
  }

  onApplicationShutdown() {
    this.subscriber?.disconnect();
  }

  /** Tell the other instances; a lost message is caught by their safety reload. */
  async publish(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const message: ChangeMessage = { origin: this.origin, ids: [...ids] };
    await this.redis.publish(this.channel(), JSON.stringify(message)).catch((err) => this.logger.warn(`cannot publish catalogue change: ${err.message}`));
  }

  private receive(text: string) {
    try {
      const message = JSON.parse(text) as ChangeMessage;
      if (message.origin === this.origin || !Array.isArray(message.ids)) return;
      void this.catalogue.changed(message.ids.map(String));
    } catch {
      this.logger.warn('ignored a malformed catalogue change message');
    }
  }
}
