import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Types } from 'mongoose';
import { inBoundedBulks } from '../../platform/database/group-commit';
import { REDIS } from '../../platform/queues/redis-client';
import { dayId, dayOf, hourKey, hourOf, HOUR_MS, incidentUpdate, sampleHourId } from '../history/history-periods';
import { HistorySample, HourTotals } from '../status-check.schema';
import { ToolStatusStore } from '../tool-status-store';

/** Samples and hourly totals wait at most this long in memory before one batched write. */
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 500;
/**
 * The samples kept for the next flush while the database refuses them (about 10 minutes of 2,000 checks a
 * minute); past this the oldest hours' are dropped, logged. The hours' totals are counted apart and kept.
 */
export const MOST_WAITING_SAMPLES = 20_000;

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

/** The samples of one tool's hour waiting for a flush, by slot. */
interface WaitingHour {
  tool_id: Types.ObjectId;
  hour: Date;
  samples: Map<number, HistorySample>;
}

/** One tool's hour as this process counted it: totals from its first check of the hour, written whole. */
interface HourCount {
  toolId: string;
  hour: number;
  totals: HourTotals;
  /** Changed since last written. */
  dirty: boolean;
}

/** What one flush writes; the hours' totals are copied when it begins. */
interface Waiting {
  hours: Map<string, WaitingHour>;
  counts: { count: HourCount; totals: HourTotals }[];
  confirmed: Map<string, { state: Confirmed; version: number }>;
  incidents: IncidentChange[];
}

/** An incident's change: opened (its facts) or closed (its end), each set field by field, in any order. */
interface IncidentChange {
  tool_id: Types.ObjectId;
  incidentId: string;
  fields: Record<string, unknown>;
}

/**
 * The checks' writes that do not need one round trip each: the interval's claim (one Redis SET NX per check,
 * so a job delivered again finds it taken), and the results, kept in memory and written every 2 s, each by
 * `_id` alone (`history-periods.ts`) and such that writing it again changes nothing: a sample set under its
 * hour's `checks.s<slot>`, this process's totals of the hour set whole under its day's `hours.<HH>.w.<writer>`,
 * the checks' confirmed states and the incidents' fields (in their day's `incidents.<id>`) set. A flush the
 * database refuses, or a bulk of it, keeps what it did not write for the next one (a state newer than it wins;
 * at most MOST_WAITING_SAMPLES samples wait); one that was written in part is written again whole, and no
 * sample is counted twice. Every bulk command carries at most 30 statements (FerretDB 1.24 hung on 200). A
 * check's run never waits for the database; a worker killed loses at most its last 2 s of history, never a
 * state change nor a mail (the counters are in Redis, the mails in the outbox).
 */
@Injectable()
export class CheckWrites implements OnModuleDestroy {
  private readonly logger = new Logger(CheckWrites.name);
  /** This process's key among the writers of a day's totals: a process counts its own from zero. */
  private readonly writer = new Types.ObjectId().toHexString();
  private hours = new Map<string, WaitingHour>();
  private waitingSamples = 0;
  private readonly counts = new Map<string, HourCount>();
  private confirmed = new Map<string, { state: Confirmed; version: number }>();
  /** Each tool's last confirmation's number: a refused state is kept only while it is still the tool's last. */
  private readonly versions = new Map<string, number>();
  private incidents: IncidentChange[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** The last flush was refused: the next waits for the timer, not for FLUSH_AT more samples. */
  private refused = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly store: ToolStatusStore,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** True once per tool and interval slot, whichever worker asks first; kept two intervals. */
  async claim(toolId: string, slot: number, intervalMs: number): Promise<boolean> {
    const key = `portal:${this.connection.name}:tool-status:slot:${toolId}:${slot}`;
    return (await this.redis.set(key, '1', 'PX', intervalMs * 2, 'NX')) === 'OK';
  }

  add({ tool_id, ...sample }: Sample): void {
    const toolId = String(tool_id);
    const hour = hourOf(sample.at.getTime());
    const id = sampleHourId(toolId, hour);
    const waiting = this.hours.get(id) ?? { tool_id, hour: new Date(hour), samples: new Map<number, HistorySample>() };
    if (!waiting.samples.has(sample.slot)) this.waitingSamples++;
    waiting.samples.set(sample.slot, sample);
    this.hours.set(id, waiting);
    const count = this.counts.get(id) ?? { toolId, hour, totals: { checks: 0, up: 0, ms_sum: 0, ms_count: 0 }, dirty: true };
    count.totals.checks++;
    if (sample.outcome === 'up') count.totals.up++;
    if (sample.outcome === 'up' && sample.response_ms !== null) {
      count.totals.ms_sum += sample.response_ms;
      count.totals.ms_count++;
    }
    count.dirty = true;
    this.counts.set(id, count);
    this.dropOldest();
    this.soon();
  }

  /** A check's new confirmed state (the last one of a tool wins), with the incident it opened or closed. */
  confirm(toolId: Types.ObjectId, state: Confirmed, incident: { opened?: OpenedIncident; closed?: { _id: Types.ObjectId; at: Date } }): void {
    const version = (this.versions.get(String(toolId)) ?? 0) + 1;
    this.versions.set(String(toolId), version);
    this.confirmed.set(String(toolId), { state, version });
    const { opened, closed } = incident;
    if (opened) this.incidents.push({ tool_id: toolId, incidentId: String(opened._id), fields: { started_at: opened.started_at, reason: opened.reason, http_status: opened.http_status } });
    if (closed) this.incidents.push({ tool_id: toolId, incidentId: String(closed._id), fields: { ended_at: closed.at } });
    this.soon();
  }

  private soon(): void {
    if (!this.refused && this.waitingSamples + this.confirmed.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what waits (one flush at a time, in order); what the database refuses waits for the next. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const waiting: Waiting = { hours: this.hours, confirmed: this.confirmed, incidents: this.incidents, counts: [] };
    [this.hours, this.waitingSamples, this.confirmed, this.incidents] = [new Map(), 0, new Map(), []];
    for (const count of this.counts.values()) if (count.dirty) waiting.counts.push({ count, totals: { ...count.totals } });
    for (const { count } of waiting.counts) count.dirty = false;
    this.flushing = this.flushing.then(() => this.write(waiting));
    return this.flushing;
  }

  private async write({ hours, counts, confirmed, incidents }: Waiting): Promise<void> {
    if (!hours.size && !counts.length && !confirmed.size && !incidents.length) return;
    // A tool deleted meanwhile keeps no history (its documents were removed with it).
    const toolIds = new Set([...[...hours.values()].map((hour) => String(hour.tool_id)), ...counts.map(({ count }) => count.toolId)]);
    const known = await this.attempt('status history', () => this.store.settings.known([...toolIds]));
    const wrote = [
      known &&
        (await this.attempt(`${[...hours.values()].reduce((sum, hour) => sum + hour.samples.size, 0)} status samples`, () =>
          inBoundedBulks([...hours].filter(([, hour]) => known.has(String(hour.tool_id))).map(([_id, hour]) => hourUpdate(_id, hour)), (bulk) => this.store.sampleHours.bulkWrite(bulk, { ordered: false })),
        )),
      known &&
        (await this.attempt('hourly status totals', () =>
          inBoundedBulks(counts.filter(({ count }) => known.has(count.toolId)).map(({ count, totals }) => this.totalsUpdate(count, totals)), (bulk) => this.store.days.bulkWrite(bulk, { ordered: false })),
        )),
      await this.attempt(`${confirmed.size} status changes`, async () => {
        await inBoundedBulks(incidents.map(({ tool_id, incidentId, fields }) => incidentUpdate(tool_id, incidentId, fields)), (bulk) => this.store.days.bulkWrite(bulk, { ordered: false }));
        await inBoundedBulks(
          [...confirmed].map(([toolId, { state }]) => ({ updateOne: { filter: { _id: new Types.ObjectId(toolId) }, update: { $set: state } } })),
          (bulk) => this.store.checks.bulkWrite(bulk, { ordered: false }),
        );
      }),
    ];
    if (!wrote[0]) this.keep(hours);
    // The totals written next are the newest: a refused write only marks its hours as still to write.
    if (!wrote[1]) for (const { count } of counts) count.dirty = true;
    if (!wrote[2]) {
      // A state confirmed since (waiting, or written by a later flush) is newer: the refused one is dropped.
      for (const [toolId, entry] of confirmed) if (entry.version === this.versions.get(toolId) && !this.confirmed.has(toolId)) this.confirmed.set(toolId, entry);
      this.incidents = [...incidents, ...this.incidents];
    }
    this.refused = wrote.includes(false);
    this.forgetPastHours();
    if (this.refused) this.soon();
  }

  /** Samples refused by the database wait again, beside those added since (a slot already waiting keeps the newer). */
  private keep(hours: Map<string, WaitingHour>): void {
    for (const [id, hour] of hours) {
      const waiting = this.hours.get(id);
      if (!waiting) {
        this.hours.set(id, hour);
        this.waitingSamples += hour.samples.size;
        continue;
      }
      for (const [slot, sample] of hour.samples) {
        if (waiting.samples.has(slot)) continue;
        waiting.samples.set(slot, sample);
        this.waitingSamples++;
      }
    }
    this.dropOldest();
  }

  /** Keeps the waiting samples bounded: the oldest hours' go first. */
  private dropOldest(): void {
    if (this.waitingSamples <= MOST_WAITING_SAMPLES) return;
    const oldest = [...this.hours].sort(([, a], [, b]) => a.hour.getTime() - b.hour.getTime());
    let dropped = 0;
    for (const [id, hour] of oldest) {
      if (this.waitingSamples <= MOST_WAITING_SAMPLES) break;
      this.hours.delete(id);
      this.waitingSamples -= hour.samples.size;
      dropped += hour.samples.size;
    }
    this.logger.warn(`${dropped} status samples dropped: the database refused them for too long`);
  }

  /** An hour's totals written and two hours past is counted no more (a check records within its interval). */
  private forgetPastHours(): void {
    const past = hourOf(Date.now()) - 2 * HOUR_MS;
    for (const [id, count] of this.counts) if (!count.dirty && count.hour < past) this.counts.delete(id);
  }

  private totalsUpdate({ toolId, hour }: HourCount, totals: HourTotals) {
    const day = dayOf(hour);
    return {
      updateOne: {
        filter: { _id: dayId(toolId, day) },
        update: { $setOnInsert: { tool_id: new Types.ObjectId(toolId), day: new Date(day) }, $set: { [`hours.${hourKey(hour)}.w.${this.writer}`]: totals } },
        upsert: true,
      },
    };
  }

  /** Runs a write; false (logged) when the database refused it. */
  private async attempt<T>(what: string, write: () => Promise<T>): Promise<T | false> {
    try {
      return (await write()) ?? (true as T);
    } catch (error) {
      this.logger.warn(`${what} not written yet (kept for the next flush): ${(error as Error).message}`);
      return false;
    }
  }

  async onModuleDestroy() {
    await this.flush();
  }
}

function hourUpdate(_id: string, { tool_id, hour, samples }: WaitingHour) {
  const set: Record<string, HistorySample> = {};
  for (const [slot, sample] of samples) set[`checks.s${slot}`] = sample;
  return { updateOne: { filter: { _id }, update: { $setOnInsert: { tool_id, hour }, $set: set }, upsert: true } };
}
