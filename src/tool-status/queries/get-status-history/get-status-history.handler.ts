import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { StatusHistory } from '../../../contracts/tool-status-rules';
import { StatusCheck, StatusHour, StatusIncident, StatusSample, StoredStatusCheck } from '../../status-check.schema';
import { shownViewOf } from '../../state/status-view';
import { StatusReadModel } from '../../status-read-model';
import { GetStatusHistoryQuery } from './get-status-history.query';

const DAY_MS = 24 * 3_600_000;
const INCIDENTS_SHOWN = 50;

const percent = (up: number, checks: number) => (checks ? Math.round((up / checks) * 10_000) / 100 : null);

@QueryHandler(GetStatusHistoryQuery)
export class GetStatusHistoryHandler implements IQueryHandler<GetStatusHistoryQuery, StatusHistory> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    @InjectModel(StatusSample.name) private readonly samples: Model<StatusSample>,
    @InjectModel(StatusHour.name) private readonly hours: Model<StatusHour>,
    @InjectModel(StatusIncident.name) private readonly incidents: Model<StatusIncident>,
    private readonly readModel: StatusReadModel,
  ) {}

  async execute({ toolId }: GetStatusHistoryQuery): Promise<StatusHistory> {
    const tool_id = new Types.ObjectId(toolId);
    const now = Date.now();
    const [check, stored, samples, hours, incidents] = await Promise.all([
      this.checks.findOne({ _id: tool_id }).lean<StoredStatusCheck>(),
      this.readModel.one(toolId),
      this.samples.find({ tool_id, at: { $gte: new Date(now - DAY_MS) } }, { at: 1, outcome: 1, response_ms: 1, reason: 1, http_status: 1 }).sort({ at: 1 }).lean(),
      this.hours.find({ tool_id, hour: { $gte: new Date(now - 30 * DAY_MS) } }).sort({ hour: 1 }).lean(),
      this.incidents.find({ tool_id, started_at: { $gte: new Date(now - 30 * DAY_MS) } }).sort({ started_at: -1 }).limit(INCIDENTS_SHOWN).lean(),
    ]);
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
        samples: samples.map((sample) => ({ at: sample.at.toISOString(), up: sample.outcome === 'up', responseMs: sample.response_ms ?? null })),
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
