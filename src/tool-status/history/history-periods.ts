import { Types } from 'mongoose';

/**
 * The history's documents are one per tool and period, their `_id` made of both, so that every write and
 * read goes by `_id` alone (FerretDB answers only that filter by its index): the samples of one hour
 * (`tool_status_samples`) and the hourly totals and incidents of one day (`tool_status_days`), in UTC.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The tool page's two windows. */
export const DAY_WINDOW_MS = DAY_MS;
export const MONTH_WINDOW_MS = 30 * DAY_MS;

/** How long each kind is kept (a margin past its window): beyond this it is pruned. */
export const SAMPLES_KEPT_MS = 48 * HOUR_MS;
export const DAYS_KEPT_MS = 31 * DAY_MS;

export const hourOf = (at: number): number => Math.floor(at / HOUR_MS) * HOUR_MS;
export const dayOf = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;

export const sampleHourId = (toolId: string, hour: number): string => `${toolId}:${new Date(hour).toISOString()}`;
export const dayId = (toolId: string, day: number): string => `${toolId}:${new Date(day).toISOString().slice(0, 10)}`;

/**
 * The day document an incident is kept in: the day its id was made (an ObjectId made when the run confirmed the
 * tool down), so that opening and closing it find the same document by `_id` alone.
 */
const incidentDayOf = (incidentId: string): number => dayOf(new Types.ObjectId(incidentId).getTimestamp().getTime());
export const incidentDayId = (toolId: string, incidentId: string): string => dayId(toolId, incidentDayOf(incidentId));

/**
 * The write of an incident's fields (its facts when opened, its end when closed) into its day, each set on its
 * own: an opening and a closing land in either order, and writing one again changes nothing.
 */
export function incidentUpdate(toolId: Types.ObjectId, incidentId: string, fields: Record<string, unknown>) {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) set[`incidents.${incidentId}.${field}`] = value;
  const filter = { _id: incidentDayId(String(toolId), incidentId) };
  return { updateOne: { filter, update: { $setOnInsert: { tool_id: toolId, day: new Date(incidentDayOf(incidentId)) }, $set: set }, upsert: true } };
}

/** The key of an hour in its day's document: `00`–`23`. */
export const hourKey = (hour: number): string => String(new Date(hour).getUTCHours()).padStart(2, '0');

/** The period starts from `from` (rounded down) to `to` (included), `step` apart. */
function periods(from: number, to: number, step: number): number[] {
  const starts: number[] = [];
  for (let at = Math.floor(from / step) * step; at <= to; at += step) starts.push(at);
  return starts;
}

/** The hours whose samples the last 24 hours may hold, oldest first. */
export const dayWindowHours = (now: number): number[] => periods(now - DAY_WINDOW_MS, now, HOUR_MS);

/** The days whose totals the last 30 days may hold, oldest first. */
export const monthWindowDays = (now: number): number[] => periods(now - MONTH_WINDOW_MS, now, DAY_MS);

/** Every document a tool may still have: what a deleted tool's history is, by `_id`. */
export function keptIds(toolId: string, now: number): { samples: string[]; days: string[] } {
  return {
    samples: periods(now - SAMPLES_KEPT_MS - HOUR_MS, now, HOUR_MS).map((hour) => sampleHourId(toolId, hour)),
    days: periods(now - DAYS_KEPT_MS - DAY_MS, now, DAY_MS).map((day) => dayId(toolId, day)),
  };
}

/**
 * The periods to prune: those that expired since the last pruning (`prunedUntil`, the first period kept
 * then; none known: only the last one expired), at most `most` of them (a worker stopped for days leaves
 * older ones). Answers the periods and the new `prunedUntil`.
 */
export function expiredPeriods(prunedUntil: number | null, now: number, keptMs: number, step: number, most: number): { starts: number[]; until: number } {
  const until = Math.floor((now - keptMs) / step) * step;
  const from = Math.max(prunedUntil ?? until - step, until - most * step);
  return { starts: from < until ? periods(from, until - step, step) : [], until };
}
