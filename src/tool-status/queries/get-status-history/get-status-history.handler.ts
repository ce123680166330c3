import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { StatusHistory } from '../../../contracts/tool-status-rules';
import { DAY_WINDOW_MS, dayId, HOUR_MS, MONTH_WINDOW_MS, dayWindowHours, monthWindowDays, sampleHourId } from '../../history/history-periods';
import { HourTotals, StatusCheck, StatusDay, StatusIncident, StatusSampleHour, StoredStatusCheck } from '../../status-check.schema';
import { shownViewOf } from '../../state/status-view';
import { StatusReadModel } from '../../status-read-model';
import { GetStatusHistoryQuery } from './get-status-history.query';

const INCIDENTS_SHOWN = 50;

const percent = (up: number, checks: number) => (checks ? Math.round((up / checks) * 10_000) / 100 : null);

@QueryHandler(GetStatusHistoryQuery)
export class GetStatusHistoryHandler implements IQueryHandler<GetStatusHistoryQuery, StatusHistory> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    @InjectModel(StatusSampleHour.name) private readonly sampleHours: Model<StatusSampleHour>,
    @InjectModel(StatusDay.name) private readonly days: Model<StatusDay>,
    @InjectModel(StatusIncident.name) private readonly incidents: Model<StatusIncident>,
    private readonly readModel: StatusReadModel,
  ) {}

  async execute({ toolId }: GetStatusHistoryQuery): Promise<StatusHistory> {
    const tool_id = new Types.ObjectId(toolId);
    const now = Date.now();
    // The hours' and days' documents by `_id`, one read each (FerretDB answers no other filter by index).
    const [check, stored, sampleHours, days, incidents] = await Promise.all([
      this.checks.findOne({ _id: tool_id }).lean<StoredStatusCheck>(),
      this.readModel.one(toolId),
      Promise.all(dayWindowHours(now).map((hour) => this.sampleHours.findOne({ _id: sampleHourId(toolId, hour) }).lean<StatusSampleHour>())),
      Promise.all(monthWindowDays(now).map((day) => this.days.findOne({ _id: dayId(toolId, day) }).lean<StatusDay>())),
      this.incidents.find({ tool_id, started_at: { $gte: new Date(now - MONTH_WINDOW_MS) } }).sort({ started_at: -1 }).limit(INCIDENTS_SHOWN).lean(),
    ]);
    const samples = sampleHours.flatMap((hour) => hour?.samples ?? []).filter((sample) => new Date(sample.at).getTime() >= now - DAY_WINDOW_MS)
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
        startedAt: incident.started_at.toISOString(),
        endedAt: incident.ended_at ? incident.ended_at.toISOString() : null,
        reason: incident.reason,
        httpStatus: incident.http_status ?? null,
      })),
    };
  }
}

/** A day's hours with checks, in order, each with its totals. */
function hoursOf(day: StatusDay): (HourTotals & { hour: Date })[] {
  return Object.entries(day.hours ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, totals]) => ({ hour: new Date(new Date(day.day).getTime() + Number(key) * HOUR_MS), checks: totals.checks ?? 0, up: totals.up ?? 0, ms_sum: totals.ms_sum ?? 0, ms_count: totals.ms_count ?? 0 }))
    .filter((hour) => hour.checks > 0);
}
