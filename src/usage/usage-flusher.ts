import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Model } from 'mongoose';
import { faultPoint } from '../platform/faults/fault-point';
import { REDIS } from '../platform/queues/queues.module';
import { OpenCounter, parseCounterField } from './open-counter';
import { ToolOpenDay } from './tool-open-day.schema';
import { withUsageLock } from './usage-lock';
import { UsageWindow } from './usage-window';
import { FLUSH_BATCH, WRITTEN_IDS_KEPT_MS } from './usage.limits';

/** Notes the ids just written with Redis' own clock (readers compare with the same clock), and forgets old ones. */
const NOTE_WRITTEN = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], ms, ARGV[i]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms - tonumber(ARGV[1]))
return ms`;

/**
 * Moves the pending open counters from Redis into `tool_open_days`, in the worker. One flusher at a
 * time (an owned Redis lock); the pending hash is renamed to a processing hash first, so opens
 * counted meanwhile start a new one. Each counter is one short `_id` upsert with `$inc`, then its
 * field is deleted: a crash between the two counts that one field twice at most, and the next run
 * finishes the processing hash before taking a new one. The ids written are then noted in Redis
 * (`writtenKey`), so the read model (`UsageWindow`) re-reads only those documents before it publishes.
 */
@Injectable()
export class UsageFlusher {
  private readonly logger = new Logger(UsageFlusher.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly counter: OpenCounter,
    @InjectModel(ToolOpenDay.name) private readonly days: Model<ToolOpenDay>,
    private readonly window: UsageWindow,
  ) {}

  /** Writes up to FLUSH_BATCH counters, then brings the Usage page's read model up to date; answers how many opens it wrote. */
  async flush(): Promise<number> {
    const written = await this.writeCounters();
    try {
      await this.window.publish();
    } catch (error) {
      this.logger.warn(`usage read model not published yet: ${(error as Error).message}`);
    }
    return written;
  }

  private async writeCounters(): Promise<number> {
    return withUsageLock(this.redis, `${this.counter.pendingKey()}:flush-lock`, 0, async () => {
      try {
      const processing = this.counter.processingKey();
      if (!(await this.redis.exists(processing))) {
        try {
          await this.redis.rename(this.counter.pendingKey(), processing);
        } catch {
          return 0; // nothing pending
        }
      }
      let written = 0;
      const writtenIds = new Set<string>();
      const entries = Object.entries(await this.redis.hgetall(processing)).slice(0, FLUSH_BATCH);
      for (const [field, value] of entries) {
        const counter = parseCounterField(field);
        const count = Number(value);
        if (counter && count > 0) {
          await this.days.updateOne(
            { _id: `${counter.toolId}:${counter.day}` },
            {
              $inc: { total: count, [`by_subsidiary.${counter.subsidiary}`]: count, [`by_language.${counter.language}`]: count },
              $setOnInsert: { tool: counter.toolId, day: counter.day },
            },
            { upsert: true },
          );
          writtenIds.add(`${counter.toolId}:${counter.day}`);
          written += count;
        }
        faultPoint('usage-flush.after-write');
        await this.redis.hdel(processing, field);
      }
      if (writtenIds.size) await this.redis.eval(NOTE_WRITTEN, 1, this.counter.writtenKey(), String(WRITTEN_IDS_KEPT_MS), ...writtenIds);
      return written;
      } catch (error) {
        this.logger.warn(`open counters not written yet: ${(error as Error).message}`);
        return 0;
      }
    });
  }
}
