import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { checkStatusCheckInput, STATUS_CHECK_RULES } from '../../../contracts/tool-status-rules';
import { CheckAllowLists } from '../../checks/check-allow-list';
import { CheckSchedules } from '../../checks/check-schedules';
import { AddressRefused, checkedAddress } from '../../probe/address-guard';
import { StatusCheck, StoredStatusCheck } from '../../status-check.schema';
import { CheckSettings } from '../../check-settings';
import { StatusReadModel } from '../../status-read-model';
import { StatusCheckRefused } from '../../tool-status.errors';
import { GetStatusHistoryQuery, StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { SaveStatusCheckCommand } from './save-status-check.command';

/**
 * Saves a check once every rule passed, the address included: its host is resolved now and must be
 * allowed by the configuration page (the worker checks it again before every request). The scheduler
 * follows; the state (confirmed, counters, last check) is kept across a change of settings.
 */
@CommandHandler(SaveStatusCheckCommand)
export class SaveStatusCheckHandler implements ICommandHandler<SaveStatusCheckCommand> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly allowLists: CheckAllowLists,
    private readonly schedules: CheckSchedules,
    private readonly readModel: StatusReadModel,
    private readonly checkSettings: CheckSettings,
    private readonly queries: QueryBus,
  ) {}

  async execute({ toolId, body }: SaveStatusCheckCommand): Promise<StatusHistory> {
    const { settings, violations } = checkStatusCheckInput(body);
    if (violations.length) throw new StatusCheckRefused(violations);
    try {
      await checkedAddress(new URL(settings.url), await this.allowLists.current(true));
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      throw new StatusCheckRefused([{ field: 'url', ...STATUS_CHECK_RULES.notAllowed }]);
    }
    const saved = await this.checks
      .findOneAndUpdate(
        { _id: new Types.ObjectId(toolId) },
        {
          $setOnInsert: { tool_id: new Types.ObjectId(toolId) },
          $set: { url: settings.url, accepted: settings.accepted, interval_seconds: settings.intervalSeconds, timeout_ms: settings.timeoutMs, slow_ms: settings.slowMs },
          $inc: { revision: 1 },
        },
        { upsert: true, new: true },
      )
      .lean<StoredStatusCheck>();
    await this.readModel.putKeepingLast(toolId, await this.checkSettings.put(toolId, saved));
    await this.schedules.scheduleSoon(toolId, settings.intervalSeconds);
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
