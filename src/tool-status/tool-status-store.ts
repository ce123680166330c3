import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types, UpdateQuery } from 'mongoose';
import { inBoundedBulks } from '../platform/database/group-commit';
import { Outbox, Staged } from '../platform/outbox/outbox';
import { CheckSettings } from './check-settings';
import { CheckSchedules } from './checks/check-schedules';
import { keptIds } from './history/history-periods';
import { GetStatusHistoryQuery, StatusHistory } from './queries/get-status-history/get-status-history.query';
import { storedViewOf } from './state/status-view';
import { StatusCheck, StatusDay, StatusSampleHour, StoredStatusCheck } from './status-check.schema';
import { StatusReadModel } from './status-read-model';

export interface CheckChange {
  /** Creates the check's document when the tool has none yet. */
  upsert?: boolean;
  /** Stored in the outbox with the write (`Outbox.around`). */
  events?: Staged[];
  /** The wall's last check: kept (a new setting or maintenance), or dropped with the check. */
  lastCheck?: 'keep' | 'drop';
  /** The tool's scheduler afterwards: at this interval, or none (null); unchanged when absent. */
  schedule?: number | null;
}

/**
 * The tool-status module's store (`docs/decisions/module-stores.md`): its collections (the checks, the hours'
 * samples, the days' totals and incidents) and the read models every change of a check must follow, the
 * checks' settings in Redis (what a run reads) and the wall's statuses, with the schedulers. A command goes
 * through `change`, so that none forgets one of them or writes them in another order.
 */
@Injectable()
export class ToolStatusStore {
  constructor(
    @InjectModel(StatusCheck.name) readonly checks: Model<StatusCheck>,
    @InjectModel(StatusSampleHour.name) readonly sampleHours: Model<StatusSampleHour>,
    @InjectModel(StatusDay.name) readonly days: Model<StatusDay>,
    readonly settings: CheckSettings,
    readonly readModel: StatusReadModel,
    readonly schedules: CheckSchedules,
    private readonly outbox: Outbox,
    private readonly queries: QueryBus,
  ) {}

  /**
   * One change of a tool's check: `update` to its document by `_id` (with `events` in the outbox), then its
   * settings in Redis, the wall's status and its scheduler, in that order; answers the tool's status page.
   */
  async change(toolId: string, update: UpdateQuery<StatusCheck>, { upsert = false, events, lastCheck = 'keep', schedule }: CheckChange = {}): Promise<StatusHistory> {
    const _id = new Types.ObjectId(toolId);
    const write = () =>
      this.checks.findOneAndUpdate({ _id }, upsert ? { ...update, $setOnInsert: { tool_id: _id } } : update, { upsert, new: true }).lean<StoredStatusCheck>();
    const saved = events ? await this.outbox.around(events, write) : await write();
    const check = await this.settings.put(toolId, saved);
    if (lastCheck === 'keep') await this.readModel.putKeepingLast(toolId, check);
    else await this.readModel.put(toolId, check ? storedViewOf({ ...check, last: null }) : null);
    if (schedule !== undefined) await this.schedules.scheduleSoon(toolId, schedule);
    return this.page(toolId);
  }

  /** A deleted tool's check: its document, its settings and status in the read models, its scheduler, its whole history. */
  async forget(toolId: string, now = Date.now()): Promise<void> {
    await this.checks.deleteOne({ _id: new Types.ObjectId(toolId) });
    await this.settings.remove(toolId);
    await this.readModel.put(toolId, null);
    await this.schedules.unschedule(toolId);
    const ids = keptIds(toolId, now);
    await this.deleteByIds(this.sampleHours, ids.samples);
    await this.deleteByIds(this.days, ids.days);
  }

  /** Deletes these documents of the history by `_id`, in bulks; answers how many were deleted. */
  async deleteByIds(model: Model<StatusSampleHour> | Model<StatusDay>, ids: string[]): Promise<number> {
    let deleted = 0;
    await inBoundedBulks(ids, async (bulk) => {
      deleted += (await (model as Model<StatusDay>).bulkWrite(bulk.map((_id) => ({ deleteOne: { filter: { _id } } })), { ordered: false })).deletedCount;
    });
    return deleted;
  }

  /** The tool's status page, as every command answers. */
  page(toolId: string): Promise<StatusHistory> {
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
