import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Outbox } from '../../../platform/outbox/outbox';
import { MaintenanceEndedEvent } from '../../events/maintenance-ended.event';
import { StatusCheck, StoredStatusCheck } from '../../status-check.schema';
import { CheckSettings } from '../../check-settings';
import { StatusReadModel } from '../../status-read-model';
import { GetStatusHistoryQuery, StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { EndMaintenanceCommand } from './end-maintenance.command';

/** Ends a maintenance early; its announcement ends with it (through the outbox). */
@CommandHandler(EndMaintenanceCommand)
export class EndMaintenanceHandler implements ICommandHandler<EndMaintenanceCommand> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly readModel: StatusReadModel,
    private readonly checkSettings: CheckSettings,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ toolId }: EndMaintenanceCommand): Promise<StatusHistory> {
    const endedAt = new Date();
    const saved = await this.outbox.around([[`tool-status.maintenance-ended.${toolId}.${endedAt.getTime()}`, new MaintenanceEndedEvent(toolId, endedAt.toISOString()), endedAt]], () =>
      this.checks.findOneAndUpdate({ _id: new Types.ObjectId(toolId) }, { $set: { maintenance: null } }, { new: true }).lean<StoredStatusCheck>(),
    );
    await this.readModel.putKeepingLast(toolId, await this.checkSettings.put(toolId, saved));
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
