import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Model, Types } from 'mongoose';
import { REDIS } from '../../platform/queues/redis-client';
import { StatusCheck, StatusHour, StatusIncident, StatusSample } from '../status-check.schema';

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

interface OpenedIncident {
  _id: Types.ObjectId;
  tool_id: Types.ObjectId;
  started_at: Date;
  reason: string;
  http_status: number | null;
}

interface Confirmed {
  confirmed: 'up' | 'down' | null;
  incident_id: Types.ObjectId | null;
}

/**
 * The checks' writes that do not need one round trip each: the interval's claim (one Redis SET NX per check,
 * so a job delivered again finds it taken), and the results, kept in memory and written every 2 s in a few
 * batches: the samples (insertMany), the hourly totals, the checks' confirmed states, the incidents opened
 * and closed (bulkWrites by `_id`). A check's run never waits for the database: when 2,000 tools were
 * confirmed up at once, one update each held the pool and the checks behind it. A worker killed loses at
 * most the last 2 s of these; the counters (Redis) and the mails (outbox) are kept.
 */
@Injectable()
export class CheckWrites implements OnModuleDestroy {
  private readonly logger = new Logger(CheckWrites.name);
  private samples: Sample[] = [];
  private hours = new Map<string, { tool_id: Types.ObjectId; hour: Date; checks: number; up: number; ms_sum: number; ms_count: number }>();
  private confirmed = new Map<string, Confirmed>();
  private opened: OpenedIncident[] = [];
  private closed: { _id: Types.ObjectId; at: Date }[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(StatusSample.name) private readonly sampleModel: Model<StatusSample>,
    @InjectModel(StatusHour.name) private readonly hourModel: Model<StatusHour>,
    @InjectModel(StatusCheck.name) private readonly checkModel: Model<StatusCheck>,
    @InjectModel(StatusIncident.name) private readonly incidentModel: Model<StatusIncident>,
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
    this.soon();
  }

  /** A check's new confirmed state (the last one of a tool wins), with the incident it opened or closed. */
  confirm(toolId: Types.ObjectId, state: Confirmed, incident: { opened?: OpenedIncident; closed?: { _id: Types.ObjectId; at: Date } }): void {
    this.confirmed.set(String(toolId), state);
    if (incident.opened) this.opened.push(incident.opened);
    if (incident.closed) this.closed.push(incident.closed);
    this.soon();
  }

  private soon(): void {
    if (this.samples.length + this.confirmed.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what waits (one flush at a time); a failed batch is logged and its data dropped. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const [samples, hours, confirmed, opened, closed] = [this.samples, this.hours, this.confirmed, this.opened, this.closed];
    [this.samples, this.hours, this.confirmed, this.opened, this.closed] = [[], new Map(), new Map(), [], []];
    if (!samples.length && !confirmed.size) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      await this.attempt(`${samples.length} status samples`, async () => {
        if (samples.length) await this.sampleModel.insertMany(samples, { ordered: false });
        if (hours.size) await this.hourModel.bulkWrite([...hours].map(([_id, t]) => hourUpdate(_id, t)), { ordered: false });
      });
      // The incidents before their closures: one opened and closed within 2 s is closed in this flush.
      await this.attempt(`${confirmed.size} status changes`, async () => {
        if (opened.length) await this.incidentModel.insertMany(opened, { ordered: false });
        if (confirmed.size) await this.checkModel.bulkWrite([...confirmed].map(([toolId, state]) => ({ updateOne: { filter: { _id: new Types.ObjectId(toolId) }, update: { $set: state } } })), { ordered: false });
        if (closed.length) await this.incidentModel.bulkWrite(closed.map(({ _id, at }) => ({ updateOne: { filter: { _id, ended_at: null }, update: { $set: { ended_at: at } } } })), { ordered: false });
      });
    });
    return this.flushing;
  }

  private async attempt(what: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn(`${what} not written: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy() {
    await this.flush();
  }
}

function hourUpdate(_id: string, t: { tool_id: Types.ObjectId; hour: Date; checks: number; up: number; ms_sum: number; ms_count: number }) {
  return {
    updateOne: {
      filter: { _id },
      update: { $setOnInsert: { tool_id: t.tool_id, hour: t.hour }, $inc: { checks: t.checks, up: t.up, ms_sum: t.ms_sum, ms_count: t.ms_count } },
      upsert: true,
    },
  };
}
