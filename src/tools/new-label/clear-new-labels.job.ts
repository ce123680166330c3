import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection, Model } from 'mongoose';
import { REDIS } from '../../platform/queues/queues.module';
import { Tool } from '../tool.schema';
import { CLOCK, type Clock } from './clock';
import { newLabelCutoff } from './new-label.rules';

/** Small batches: on FerretDB every filter but an _id equality scans, and a long command holds the write lock. */
const BATCH = 100;
const MAX_BATCHES_PER_RUN = 50;

/**
 * Every hour, in the worker: clears `is_new` on tools published 15 days ago or more (a tool stored
 * before publication times existed counts from its creation). Idempotent: running it twice, or on
 * two workers at once, clears the same flags. Tells the api instances which tools changed, on the
 * catalogue's Redis channel, so walls drop the label without waiting for their safety reload.
 */
@Injectable()
export class ClearNewLabelsJob {
  private readonly logger = new Logger(ClearNewLabelsJob.name);

  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'clear-new-labels' })
  async onSchedule() {
    await this.run().catch((error) => this.logger.error(`"new" labels not cleared: ${(error as Error).message}`));
  }

  /** Clears the expired labels; answers how many tools lost theirs. */
  async run(): Promise<number> {
    const cutoff = newLabelCutoff(this.clock.now());
    const expired = {
      is_new: true,
      $or: [{ published_time: { $lte: cutoff } }, { published_time: null, created_time: { $lte: cutoff } }],
    };
    let cleared = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const ids = (await this.tools.find(expired, { _id: 1 }).limit(BATCH).lean()).map((tool) => tool._id);
      if (ids.length === 0) break;
      // Not a guarded write: the same flag set to false twice is harmless.
      await this.tools.updateMany({ _id: { $in: ids } }, { $set: { is_new: false } }, { timestamps: false });
      await this.announce(ids.map(String));
      cleared += ids.length;
    }
    if (cleared) this.logger.log(`"new" label cleared on ${cleared} tool(s)`);
    return cleared;
  }

  /** The message CatalogueSync reads (`tools-changed`, ids); a lost one is caught by the api's safety reload. */
  private async announce(ids: string[]) {
    const message = JSON.stringify({ origin: 'worker:clear-new-labels', ids });
    await this.redis.publish(`portal:${this.connection.name}:tools-changed`, message).catch((error) => this.logger.warn(`cannot announce: ${error.message}`));
  }
}
