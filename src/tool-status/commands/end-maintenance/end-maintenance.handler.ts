import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { StatusCheck, StoredStatusCheck } from '../../status-check.schema';
import { StatusReadModel } from '../../status-read-model';
import { storedViewOf } from '../../state/status-view';
import { GetStatusHistoryQuery, StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { EndMaintenanceCommand } from './end-maintenance.command';

@CommandHandler(EndMaintenanceCommand)
export class EndMaintenanceHandler implements ICommandHandler<EndMaintenanceCommand> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly readModel: StatusReadModel,
    private readonly queries: QueryBus,
  ) {}

  async execute({ toolId }: EndMaintenanceCommand): Promise<StatusHistory> {
    const saved = await this.checks.findOneAndUpdate({ _id: new Types.ObjectId(toolId) }, { $set: { maintenance: null } }, { new: true }).lean<StoredStatusCheck>();
    await this.readModel.put(toolId, saved ? storedViewOf({ ...saved, last: (await this.readModel.one(toolId))?.last ?? null }) : null);
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
