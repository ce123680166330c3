import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Model } from 'mongoose';
import { inBoundedBulks } from '../../platform/database/group-commit';
import { REDIS } from '../../platform/queues/redis-client';
import { CheckSettings } from '../check-settings';
import { StatusDay, StatusIncident, StatusSampleHour } from '../status-check.schema';
import { DAY_MS, dayId, DAYS_KEPT_MS, expiredPeriods, HOUR_MS, keptIds, sampleHourId, SAMPLES_KEPT_MS } from './history-periods';

/** Periods one pruning deletes at most (a worker stopped longer leaves the older ones). */
const MOST_HOURS = 48;
const MOST_DAYS = 31;

/**
 * Keeps the history bounded: the samples 48 hours, the days' totals and the incidents 31 days. The expired
 * documents are deleted by `_id` (tool + period, for every tool the checks' read model names, a removed check
 * included), the periods that expired since the last pruning, which Redis remembers; a deleted tool's
 * documents go with it. No pruning filters on anything but `_id`, except the incidents' (a few per tool).
 */
@Injectable()
export class HistoryPruning {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(StatusSampleHour.name) private readonly hours: Model<StatusSampleHour>,
    @InjectModel(StatusDay.name) private readonly days: Model<StatusDay>,
    @InjectModel(StatusIncident.name) private readonly incidents: Model<StatusIncident>,
    private readonly checkSettings: CheckSettings,
  ) {}

  private get prunedKey() {
    return `portal:${this.connection.name}:tool-status:history-pruned`;
  }

  /** Deletes the periods expired since the last run; answers how many documents were deleted. */
  async prune(now = Date.now()): Promise<number> {
    const [samplesUntil, daysUntil] = await this.redis.hmget(this.prunedKey, 'samples', 'days');
    const hours = expiredPeriods(samplesUntil ? Number(samplesUntil) : null, now, SAMPLES_KEPT_MS, HOUR_MS, MOST_HOURS);
    const days = expiredPeriods(daysUntil ? Number(daysUntil) : null, now, DAYS_KEPT_MS, DAY_MS, MOST_DAYS);
    const toolIds = await this.redis.hkeys(this.checkSettings.settingsKey);
    let deleted = await this.remove(
      this.hours,
      toolIds.flatMap((toolId) => hours.starts.map((hour) => sampleHourId(toolId, hour))),
    );
    deleted += await this.remove(
      this.days,
      toolIds.flatMap((toolId) => days.starts.map((day) => dayId(toolId, day))),
    );
    if (days.starts.length) deleted += (await this.incidents.deleteMany({ started_at: { $lt: new Date(now - DAYS_KEPT_MS) } })).deletedCount;
    await this.redis.hset(this.prunedKey, 'samples', hours.until, 'days', days.until);
    return deleted;
  }

  /** A deleted tool's whole history. */
  async removeTool(toolId: string, now = Date.now()): Promise<void> {
    const ids = keptIds(toolId, now);
    await this.remove(this.hours, ids.samples);
    await this.remove(this.days, ids.days);
    await this.incidents.deleteMany({ tool_id: toolId });
  }

  private async remove(model: Model<StatusSampleHour> | Model<StatusDay>, ids: string[]): Promise<number> {
    let deleted = 0;
    await inBoundedBulks(ids, async (bulk) => {
      deleted += (await (model as Model<StatusDay>).bulkWrite(bulk.map((_id) => ({ deleteOne: { filter: { _id } } })), { ordered: false })).deletedCount;
    });
    return deleted;
  }
}
