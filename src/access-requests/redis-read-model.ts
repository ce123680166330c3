import { Inject, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/redis-client';

/**
 * One of this module's Redis read models: its keys under `portal:<database>:<prefix>:`, and its build from
 * the database, once per process and again whenever Redis lost the model (its `built` key gone). `fill`
 * files what the database holds and answers how many it filed; readers await `ready()`, so they never read
 * a model half built. Redis and the connection are injected as properties, so a model's constructor takes
 * only what it adds.
 */
export abstract class RedisReadModel<Key extends string = string> {
  @Inject(REDIS) protected readonly redis!: Redis;
  @InjectConnection() private readonly connection!: Connection;
  private building: Promise<void> | null = null;
  private readonly logger = new Logger(this.constructor.name);

  protected constructor(
    private readonly prefix: string,
    private readonly what: string,
  ) {}

  protected key(name: Key | 'built'): string {
    return `portal:${this.connection.name}:${this.prefix}:${name}`;
  }

  /** Files what the database holds into an empty model; answers how many it filed. */
  protected abstract fill(): Promise<number>;

  protected ready(): Promise<void> {
    this.building ??= this.build().finally(() => (this.building = null));
    return this.building;
  }

  /** At a process's start: built in the background, a failure logged (the next reader tries again). */
  protected buildInBackground(): void {
    void this.ready().catch((error: Error) => this.logger.warn(`${this.what} not built: ${error.message}`));
  }

  private async build(): Promise<void> {
    if (await this.redis.exists(this.key('built'))) return;
    const filed = await this.fill();
    await this.redis.set(this.key('built'), new Date().toISOString());
    if (filed) this.logger.log(`${this.what} built: ${filed} filed`);
  }
}
