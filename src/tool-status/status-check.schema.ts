import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** The last check's facts, kept in the read model beside the status it shows. */
export interface LastCheck {
  at: Date;
  outcome: 'up' | 'down';
  reason: string;
  http_status: number | null;
  response_ms: number | null;
}

/**
 * One tool's status check (collection `tool_status_checks`, one per tool, its `_id` the tool's: every read
 * and write goes by `_id`, which FerretDB answers without a scan): what a manager saved, the maintenance
 * they declared (a tool without a check may have one), and the confirmed state the mails follow.
 */
@Schema({ collection: 'tool_status_checks', versionKey: false, timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class StatusCheck {
  @Prop({ type: Types.ObjectId, required: true, unique: true }) tool_id!: Types.ObjectId;
  /** The address checked; null while the tool is not checked (a maintenance may be declared all the same). */
  @Prop({ type: String, default: null }) url!: string | null;
  @Prop({ type: String, default: null }) accepted!: string | null;
  @Prop({ default: 60 }) interval_seconds!: number;
  @Prop({ default: 10_000 }) timeout_ms!: number;
  @Prop({ default: 2_000 }) slow_ms!: number;
  @Prop({ type: Object, default: null }) maintenance!: { message: string; until: Date; by: string } | null;
  /**
   * The state after CONFIRMATIONS agreeing checks: what the mails announce (null before the first confirmation),
   * written when it changes. The runs keep it, with the counters, in Redis (`CheckSettings`); this copy seeds them
   * when Redis has none. The last check itself is in the wall's read model.
   */
  @Prop({ type: String, default: null }) confirmed!: 'up' | 'down' | null;
  @Prop({ default: 0 }) failures!: number;
  @Prop({ default: 0 }) successes!: number;
  /** The open incident while the tool is confirmed down. */
  @Prop({ type: Types.ObjectId, default: null }) incident_id!: Types.ObjectId | null;
  /** Bumped on every save: a check run that started before a save leaves the new settings alone. */
  @Prop({ default: 0 }) revision!: number;
}

export const StatusCheckSchema = SchemaFactory.createForClass(StatusCheck);
export type StoredStatusCheck = StatusCheck & { _id: Types.ObjectId };

/** One check's result as the history keeps it (the status line's reason and code are the incident's only). */
export interface HistorySample {
  at: Date;
  /** The interval the check ran for: one sample per slot. */
  slot: number;
  outcome: 'up' | 'down';
  response_ms: number | null;
}

/**
 * One tool's checks of one hour (collection `tool_status_samples`, kept 48 hours): the last 24 hours' chart.
 * `_id` is `<toolId>:<hour ISO>` (`history-periods.ts`): written and read by `_id` alone, the one filter
 * FerretDB answers by its index, so neither the writes nor the tool page scan the checks of every tool.
 * Each check is set under `checks.s<slot>`, so that a write repeated after a failure sets it again, never twice.
 */
@Schema({ collection: 'tool_status_samples', versionKey: false })
export class StatusSampleHour {
  @Prop({ type: String }) _id!: string;
  @Prop({ type: Types.ObjectId, required: true }) tool_id!: Types.ObjectId;
  @Prop({ required: true }) hour!: Date;
  @Prop({ type: Object }) checks?: Record<string, HistorySample>;
  /** The checks as written before they were keyed by slot (pushed): read beside `checks` until they expire. */
  @Prop({ type: [Object], default: undefined }) samples?: HistorySample[];
}

export const StatusSampleHourSchema = SchemaFactory.createForClass(StatusSampleHour);

/** The totals of one hour: checks, those up, and the response times of those up. */
export interface HourTotals {
  checks: number;
  up: number;
  ms_sum: number;
  ms_count: number;
}

/**
 * One hour of a day's document: each worker process's totals of the hour under `w.<writer>`, set whole (a
 * write repeated sets the same figures); the hour's totals are their sum, plus the figures written before
 * (added with `$inc` at the hour's top level).
 */
export type StoredHour = Partial<HourTotals> & { w?: Record<string, HourTotals> };

/** A time the tool was confirmed down: `incidents.<id>` of the day its id was made (`incidentDayId`). */
export interface StoredIncident {
  started_at?: Date;
  ended_at?: Date | null;
  reason?: string;
  http_status?: number | null;
}

/**
 * One tool's day (collection `tool_status_days`, kept 31 days): each hour's totals under `hours.<HH>` (UTC),
 * the 30 days' uptime and hourly averages, and the incidents that began that day. `_id` is
 * `<toolId>:<YYYY-MM-DD>`; written and read by `_id` alone, the incidents with the rest.
 */
@Schema({ collection: 'tool_status_days', versionKey: false })
export class StatusDay {
  @Prop({ type: String }) _id!: string;
  @Prop({ type: Types.ObjectId, required: true }) tool_id!: Types.ObjectId;
  @Prop({ required: true }) day!: Date;
  @Prop({ type: Object }) hours?: Record<string, StoredHour>;
  @Prop({ type: Object }) incidents?: Record<string, StoredIncident>;
}

export const StatusDaySchema = SchemaFactory.createForClass(StatusDay);

/** The collections of earlier shapes: `tool_status_incidents` is moved into the days, `tool_status_hours` dropped (`LegacyHistory`). */
export const LEGACY_INCIDENTS = 'tool_status_incidents';
export const LEGACY_HOURS = 'tool_status_hours';
