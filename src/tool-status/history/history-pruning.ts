import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import { Connection, Types } from 'mongoose';
import { inBoundedBulks } from '../../platform/database/group-commit';
import { REDIS } from '../../platform/queues/redis-client';
import { LEGACY_HOURS, LEGACY_INCIDENTS } from '../status-check.schema';
import { ToolStatusStore } from '../tool-status-store';
import { DAY_MS, dayId, DAYS_KEPT_MS, expiredPeriods, HOUR_MS, incidentUpdate, sampleHourId, SAMPLES_KEPT_MS } from './history-periods';

/** Periods one pruning deletes at most (a worker stopped longer leaves the older ones). */
const MOST_HOURS = 48;
const MOST_DAYS = 31;

/** An incident as `tool_status_incidents` kept it, before the incidents moved into their days. */
interface LegacyIncident {
  _id: Types.ObjectId;
  tool_id: Types.ObjectId;
  started_at: Date;
  ended_at: Date | null;
  reason: string;
  http_status: number | null;
}

/**
 * Keeps the history bounded: the samples 48 hours, the days' totals and incidents 31 days. The expired
 * documents are deleted by `_id` (tool + period, for every tool the checks' read model names, a removed check
 * included), the periods that expired since the last pruning, which Redis remembers; a deleted tool's
 * documents go with it (`ToolStatusStore.forget`). No pruning filters on anything but `_id`.
 */
@Injectable()
export class HistoryPruning {
  private readonly logger = new Logger(HistoryPruning.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    private readonly store: ToolStatusStore,
  ) {}

  private get prunedKey() {
    return `portal:${this.connection.name}:tool-status:history-pruned`;
  }

  /** Deletes the periods expired since the last run; answers how many documents were deleted. */
  async prune(now = Date.now()): Promise<number> {
    const [samplesUntil, daysUntil] = await this.redis.hmget(this.prunedKey, 'samples', 'days');
    const hours = expiredPeriods(samplesUntil ? Number(samplesUntil) : null, now, SAMPLES_KEPT_MS, HOUR_MS, MOST_HOURS);
    const days = expiredPeriods(daysUntil ? Number(daysUntil) : null, now, DAYS_KEPT_MS, DAY_MS, MOST_DAYS);
    await this.moveLegacy();
    const toolIds = await this.redis.hkeys(this.store.settings.settingsKey);
    let deleted = await this.store.deleteByIds(
      this.store.sampleHours,
      toolIds.flatMap((toolId) => hours.starts.map((hour) => sampleHourId(toolId, hour))),
    );
    deleted += await this.store.deleteByIds(
      this.store.days,
      toolIds.flatMap((toolId) => days.starts.map((day) => dayId(toolId, day))),
    );
    await this.redis.hset(this.prunedKey, 'samples', hours.until, 'days', days.until);
    return deleted;
  }

  /**
   * The collections of earlier shapes, once (at the worker's start, and at each pruning until it succeeds; then
   * they no longer exist): the incidents of `tool_status_incidents` still kept are set into their days (field by
   * field: a closing written meanwhile stays), then the collection is dropped; `tool_status_hours`, read by
   * nothing since the days hold the totals, is dropped.
   */
  async moveLegacy(now = Date.now()): Promise<void> {
    const names = new Set((await this.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name));
    if (names.has(LEGACY_INCIDENTS)) {
      const legacy = this.connection.db!.collection<LegacyIncident>(LEGACY_INCIDENTS);
      const kept = await legacy.find({ started_at: { $gte: new Date(now - DAYS_KEPT_MS) } }).toArray();
      await inBoundedBulks(kept.map(legacyIncidentUpdate), (bulk) => this.store.days.bulkWrite(bulk, { ordered: false }));
      await legacy.drop();
      this.logger.log(`${kept.length} incidents moved into their days; ${LEGACY_INCIDENTS} dropped`);
    }
    if (names.has(LEGACY_HOURS)) {
      await this.connection.db!.collection(LEGACY_HOURS).drop();
      this.logger.log(`${LEGACY_HOURS} dropped`);
    }
  }
}

function legacyIncidentUpdate({ _id, tool_id, started_at, ended_at, reason, http_status }: LegacyIncident) {
  return incidentUpdate(tool_id, String(_id), { started_at, reason, http_status: http_status ?? null, ...(ended_at ? { ended_at } : {}) });
}
