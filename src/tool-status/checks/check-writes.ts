import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Model, Types } from 'mongoose';
import { inBoundedBulks } from '../../platform/database/group-commit';
import { REDIS } from '../../platform/queues/redis-client';
import { CheckSettings } from '../check-settings';
import { dayId, dayOf, hourKey, hourOf, sampleHourId } from '../history/history-periods';
import { HistorySample, HourTotals, StatusCheck, StatusDay, StatusIncident, StatusSampleHour } from '../status-check.schema';

/** Samples and hourly totals wait at most this long in memory before one batched write. */
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 500;

interface Sample extends HistorySample {
  tool_id: Types.ObjectId;
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

/** What waits for the next flush of one tool's hour (its samples) or day (its hours' totals). */
interface PendingHour {
  tool_id: Types.ObjectId;
  hour: Date;
  samples: HistorySample[];
}
interface PendingDay {
  tool_id: Types.ObjectId;
  day: Date;
  hours: Map<string, HourTotals>;
}

/**
 * The checks' writes that do not need one round trip each: the interval's claim (one Redis SET NX per check,
 * so a job delivered again finds it taken), and the results, kept in memory and written every 2 s: each
 * tool's samples of the hour pushed to its hour's document and the hour's totals added to its day's
 * (upserts by `_id` alone: `history-periods.ts`), the checks' confirmed states and the incidents closed (by
 * `_id`), the incidents opened (one insert). Every bulk command carries at most 30 statements: FerretDB 1.24
 * holds a connection per matching statement and hung on the 200 of one flush. A check's run never waits for
 * the database. A worker killed, or a command refused, loses at most those 2 s of history, never a state
 * change nor a mail (the counters are in Redis, the mails in the outbox).
 */
@Injectable()
export class CheckWrites implements OnModuleDestroy {
  private readonly logger = new Logger(CheckWrites.name);
  private count = 0;
  private hours = new Map<string, PendingHour>();
  private days = new Map<string, PendingDay>();
  private confirmed = new Map<string, Confirmed>();
  private opened: OpenedIncident[] = [];
  private closed: { _id: Types.ObjectId; at: Date }[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly checkSettings: CheckSettings,
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(StatusSampleHour.name) private readonly hourModel: Model<StatusSampleHour>,
    @InjectModel(StatusDay.name) private readonly dayModel: Model<StatusDay>,
    @InjectModel(StatusCheck.name) private readonly checkModel: Model<StatusCheck>,
    @InjectModel(StatusIncident.name) private readonly incidentModel: Model<StatusIncident>,
  ) {}

  /** True once per tool and interval slot, whichever worker asks first; kept two intervals. */
  async claim(toolId: string, slot: number, intervalMs: number): Promise<boolean> {
    const key = `portal:${this.connection.name}:tool-status:slot:${toolId}:${slot}`;
    return (await this.redis.set(key, '1', 'PX', intervalMs * 2, 'NX')) === 'OK';
  }

  add({ tool_id, ...sample }: Sample): void {
    const toolId = String(tool_id);
    const hour = hourOf(sample.at.getTime());
    const day = dayOf(hour);
    const pendingHour = this.hours.get(sampleHourId(toolId, hour)) ?? { tool_id, hour: new Date(hour), samples: [] };
    pendingHour.samples.push(sample);
    this.hours.set(sampleHourId(toolId, hour), pendingHour);
    const pendingDay = this.days.get(dayId(toolId, day)) ?? { tool_id, day: new Date(day), hours: new Map<string, HourTotals>() };
    const totals = pendingDay.hours.get(hourKey(hour)) ?? { checks: 0, up: 0, ms_sum: 0, ms_count: 0 };
    totals.checks++;
    if (sample.outcome === 'up') totals.up++;
    if (sample.outcome === 'up' && sample.response_ms !== null) {
      totals.ms_sum += sample.response_ms;
      totals.ms_count++;
    }
    pendingDay.hours.set(hourKey(hour), totals);
    this.days.set(dayId(toolId, day), pendingDay);
    this.count++;
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
    if (this.count + this.confirmed.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what waits (one flush at a time); a refused command is logged and its data dropped. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const [count, hours, days, confirmed, opened, closed] = [this.count, this.hours, this.days, this.confirmed, this.opened, this.closed];
    [this.count, this.hours, this.days, this.confirmed, this.opened, this.closed] = [0, new Map(), new Map(), new Map(), [], []];
    if (!count && !confirmed.size) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      await this.attempt(`${count} status samples`, async () => {
        // A tool deleted meanwhile keeps no history (its documents were removed with it).
        const known = await this.checkSettings.known([...new Set([...hours.values()].map((hour) => String(hour.tool_id)))]);
        for (const pending of [hours, days]) for (const [id, { tool_id }] of pending) if (!known.has(String(tool_id))) pending.delete(id);
        await inBoundedBulks([...hours].map(([_id, hour]) => hourUpdate(_id, hour)), (bulk) => this.hourModel.bulkWrite(bulk, { ordered: false }));
        await inBoundedBulks([...days].map(([_id, day]) => dayUpdate(_id, day)), (bulk) => this.dayModel.bulkWrite(bulk, { ordered: false }));
      });
      // The incidents before their closures: one opened and closed within 2 s is closed in this flush.
      await this.attempt(`${confirmed.size} status changes`, async () => {
        if (opened.length) await this.incidentModel.insertMany(opened, { ordered: false });
        await inBoundedBulks(
          [...confirmed].map(([toolId, state]) => ({ updateOne: { filter: { _id: new Types.ObjectId(toolId) }, update: { $set: state } } })),
          (bulk) => this.checkModel.bulkWrite(bulk, { ordered: false }),
        );
        await inBoundedBulks(
          closed.map(({ _id, at }) => ({ updateOne: { filter: { _id }, update: { $set: { ended_at: at } } } })),
          (bulk) => this.incidentModel.bulkWrite(bulk, { ordered: false }),
        );
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

function hourUpdate(_id: string, { tool_id, hour, samples }: PendingHour) {
  return { updateOne: { filter: { _id }, update: { $setOnInsert: { tool_id, hour }, $push: { samples: { $each: samples } } }, upsert: true } };
}

function dayUpdate(_id: string, { tool_id, day, hours }: PendingDay) {
  const added: Record<string, number> = {};
  for (const [key, totals] of hours) for (const [field, value] of Object.entries(totals)) added[`hours.${key}.${field}`] = value;
  return { updateOne: { filter: { _id }, update: { $setOnInsert: { tool_id, day }, $inc: added }, upsert: true } };
}
