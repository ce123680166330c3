import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CheckSchedules } from '../../checks/check-schedules';
import { StatusCheck, StoredStatusCheck } from '../../status-check.schema';
import { CheckSettings } from '../../check-settings';
import { StatusReadModel } from '../../status-read-model';
import { storedViewOf } from '../../state/status-view';
import { GetStatusHistoryQuery, StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { RemoveStatusCheckCommand } from './remove-status-check.command';

@CommandHandler(RemoveStatusCheckCommand)
export class RemoveStatusCheckHandler implements ICommandHandler<RemoveStatusCheckCommand> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly schedules: CheckSchedules,
    private readonly readModel: StatusReadModel,
    private readonly checkSettings: CheckSettings,
    private readonly queries: QueryBus,
  ) {}

  async execute({ toolId }: RemoveStatusCheckCommand): Promise<StatusHistory> {
    const cleared = await this.checks
      .findOneAndUpdate(
        { _id: new Types.ObjectId(toolId) },
        { $set: { url: null, accepted: null, confirmed: null, failures: 0, successes: 0, incident_id: null }, $inc: { revision: 1 } },
        { new: true },
      )
      .lean<StoredStatusCheck>();
    await this.checkSettings.put(toolId, cleared);
    await this.readModel.put(toolId, cleared ? storedViewOf({ ...cleared, last: null }) : null);
    await this.schedules.scheduleSoon(toolId, null);
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
