import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * The build of one of this module's Redis read models from the database: once per process, and again
 * whenever Redis lost the model (its `built` key gone). `fill` files what the database holds and answers
 * how many it filed; readers await `ready()`, so they never read a model half built.
 */
export class ReadModelBuild {
  private building: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly builtKey: () => string,
    private readonly fill: () => Promise<number>,
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  ready(): Promise<void> {
    this.building ??= this.run().finally(() => (this.building = null));
    return this.building;
  }

  /** At a process's start: built in the background, a failure logged (the next reader tries again). */
  start(): void {
    void this.ready().catch((error: Error) => this.logger.warn(`${this.what} not built: ${error.message}`));
  }

  private async run(): Promise<void> {
    if (await this.redis.exists(this.builtKey())) return;
    const filed = await this.fill();
    await this.redis.set(this.builtKey(), new Date().toISOString());
    if (filed) this.logger.log(`${this.what} built: ${filed} filed`);
  }
}
