import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { StatusHistory } from '../../../contracts/tool-status-rules';
import { DAY_WINDOW_MS, dayId, HOUR_MS, MONTH_WINDOW_MS, dayWindowHours, monthWindowDays, sampleHourId } from '../../history/history-periods';
import type { HistorySample, HourTotals, StatusDay, StatusSampleHour, StoredHour, StoredIncident, StoredStatusCheck } from '../../status-check.schema';
import { shownViewOf } from '../../state/status-view';
import { ToolStatusStore } from '../../tool-status-store';
import { GetStatusHistoryQuery } from './get-status-history.query';

const INCIDENTS_SHOWN = 50;

const percent = (up: number, checks: number) => (checks ? Math.round((up / checks) * 10_000) / 100 : null);

@QueryHandler(GetStatusHistoryQuery)
export class GetStatusHistoryHandler implements IQueryHandler<GetStatusHistoryQuery, StatusHistory> {
  constructor(private readonly store: ToolStatusStore) {}

  async execute({ toolId }: GetStatusHistoryQuery): Promise<StatusHistory> {
    const tool_id = new Types.ObjectId(toolId);
    const now = Date.now();
    // The hours' and days' documents by `_id`, one read each (FerretDB answers no other filter by index); the
    // days hold the incidents too.
    const [check, stored, sampleHours, days] = await Promise.all([
      this.store.checks.findOne({ _id: tool_id }).lean<StoredStatusCheck>(),
      this.store.readModel.one(toolId),
      Promise.all(dayWindowHours(now).map((hour) => this.store.sampleHours.findOne({ _id: sampleHourId(toolId, hour) }).lean<StatusSampleHour>())),
      Promise.all(monthWindowDays(now).map((day) => this.store.days.findOne({ _id: dayId(toolId, day) }).lean<StatusDay>())),
    ]);
    const incidents = days
      .flatMap((day) => Object.values(day?.incidents ?? {}))
      .filter((incident): incident is Required<StoredIncident> => !!incident.started_at && new Date(incident.started_at).getTime() >= now - MONTH_WINDOW_MS)
      .sort((a, b) => new Date(b.started_at).getTime() - new Date(a.started_at).getTime())
      .slice(0, INCIDENTS_SHOWN);
    const samples = sampleHours.flatMap((hour) => (hour ? samplesOf(hour) : [])).filter((sample) => new Date(sample.at).getTime() >= now - DAY_WINDOW_MS)
      // Two workers' flushes may interleave in one hour.
      .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
    const hours = days.flatMap((day) => (day ? hoursOf(day) : [])).filter((hour) => hour.hour.getTime() >= now - MONTH_WINDOW_MS);
    const dayUp = samples.filter((sample) => sample.outcome === 'up').length;
    const monthChecks = hours.reduce((sum, hour) => sum + hour.checks, 0);
    const monthUp = hours.reduce((sum, hour) => sum + hour.up, 0);
    return {
      toolId,
      check: check?.url
        ? { url: check.url, accepted: check.accepted ?? '', intervalSeconds: check.interval_seconds, timeoutMs: check.timeout_ms, slowMs: check.slow_ms }
        : null,
      status: check && stored ? shownViewOf(stored, now) : null,
      maintenance: check?.maintenance && new Date(check.maintenance.until).getTime() > now ? { message: check.maintenance.message, until: new Date(check.maintenance.until).toISOString() } : null,
      day: {
        uptimePercent: percent(dayUp, samples.length),
        checks: samples.length,
        samples: samples.map((sample) => ({ at: new Date(sample.at).toISOString(), up: sample.outcome === 'up', responseMs: sample.response_ms ?? null })),
      },
      month: {
        uptimePercent: percent(monthUp, monthChecks),
        checks: monthChecks,
        hours: hours.map((hour) => ({ at: hour.hour.toISOString(), uptimePercent: percent(hour.up, hour.checks), averageMs: hour.ms_count ? Math.round(hour.ms_sum / hour.ms_count) : null })),
      },
      incidents: incidents.map((incident) => ({
        startedAt: new Date(incident.started_at).toISOString(),
        endedAt: incident.ended_at ? new Date(incident.ended_at).toISOString() : null,
        reason: incident.reason ?? '',
        httpStatus: incident.http_status ?? null,
      })),
    };
  }
}

/** An hour's checks: those keyed by slot, and those pushed before they were. */
function samplesOf(hour: StatusSampleHour): HistorySample[] {
  return [...Object.values(hour.checks ?? {}), ...(hour.samples ?? [])];
}

const FIELDS = ['checks', 'up', 'ms_sum', 'ms_count'] as const;

/** An hour's totals: the sum of each worker process's, and of those added before they were kept apart. */
function totalsOf({ w, ...before }: StoredHour): HourTotals {
  const totals: HourTotals = { checks: 0, up: 0, ms_sum: 0, ms_count: 0 };
  for (const part of [before, ...Object.values(w ?? {})]) for (const field of FIELDS) totals[field] += part[field] ?? 0;
  return totals;
}

/** A day's hours with checks, in order, each with its totals. */
function hoursOf(day: StatusDay): (HourTotals & { hour: Date })[] {
  return Object.entries(day.hours ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, hour]) => ({ hour: new Date(new Date(day.day).getTime() + Number(key) * HOUR_MS), ...totalsOf(hour) }))
    .filter((hour) => hour.checks > 0);
}
