import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Model, Types } from 'mongoose';
import { REDIS } from '../../platform/queues/redis-client';
import { StatusHour, StatusSample } from '../status-check.schema';

/** Samples and hourly totals wait at most this long in memory before one batched write. */
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 500;

interface Sample {
  tool_id: Types.ObjectId;
  at: Date;
  slot: number;
  outcome: 'up' | 'down';
  reason: string;
  http_status: number | null;
  response_ms: number | null;
}

/**
 * The checks' writes that do not need one round trip each: the interval's claim (one Redis SET NX per check,
 * so a job delivered again finds it taken), and the samples and hourly totals, kept in memory and written
 * every 2 s in one insertMany and one bulkWrite. A worker killed loses at most the last 2 s of history,
 * never a check's state (written at once when it changes) nor a mail (outbox).
 */
@Injectable()
export class CheckWrites implements OnModuleDestroy {
  private readonly logger = new Logger(CheckWrites.name);
  private samples: Sample[] = [];
  private hours = new Map<string, { tool_id: Types.ObjectId; hour: Date; checks: number; up: number; ms_sum: number; ms_count: number }>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(StatusSample.name) private readonly sampleModel: Model<StatusSample>,
    @InjectModel(StatusHour.name) private readonly hourModel: Model<StatusHour>,
  ) {}

  /** True once per tool and interval slot, whichever worker asks first; kept two intervals. */
  async claim(toolId: string, slot: number, intervalMs: number): Promise<boolean> {
    const key = `portal:${this.connection.name}:tool-status:slot:${toolId}:${slot}`;
    return (await this.redis.set(key, '1', 'PX', intervalMs * 2, 'NX')) === 'OK';
  }

  add(sample: Sample): void {
    this.samples.push(sample);
    const hour = new Date(Math.floor(sample.at.getTime() / 3_600_000) * 3_600_000);
    const id = `${String(sample.tool_id)}:${hour.toISOString()}`;
    const totals = this.hours.get(id) ?? { tool_id: sample.tool_id, hour, checks: 0, up: 0, ms_sum: 0, ms_count: 0 };
    totals.checks++;
    if (sample.outcome === 'up') totals.up++;
    if (sample.outcome === 'up' && sample.response_ms !== null) {
      totals.ms_sum += sample.response_ms;
      totals.ms_count++;
    }
    this.hours.set(id, totals);
    if (this.samples.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what waits (one at a time); a failed write is logged and its data dropped: history only. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const [samples, hours] = [this.samples, this.hours];
    this.samples = [];
    this.hours = new Map();
    if (!samples.length) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      try {
        await this.sampleModel.insertMany(samples, { ordered: false });
        await this.hourModel.bulkWrite(
          [...hours].map(([_id, t]) => ({
            updateOne: {
              filter: { _id },
              update: { $setOnInsert: { tool_id: t.tool_id, hour: t.hour }, $inc: { checks: t.checks, up: t.up, ms_sum: t.ms_sum, ms_count: t.ms_count } },
              upsert: true,
            },
          })),
          { ordered: false },
        );
      } catch (error) {
        this.logger.warn(`${samples.length} status samples not written: ${(error as Error).message}`);
      }
    });
    return this.flushing;
  }

  async onModuleDestroy() {
    await this.flush();
  }
}
