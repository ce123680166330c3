import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { checkMaintenanceInput } from '../../../contracts/tool-status-rules';
import { Outbox } from '../../../platform/outbox/outbox';
import { FindToolSummariesQuery, type ToolSummary } from '../../../tools/tools.public';
import { MaintenanceDeclaredEvent } from '../../events/maintenance-declared.event';
import { StatusCheck, StoredStatusCheck } from '../../status-check.schema';
import { CheckSettings } from '../../check-settings';
import { StatusReadModel } from '../../status-read-model';
import { StatusCheckRefused } from '../../tool-status.errors';
import { GetStatusHistoryQuery, StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { DeclareMaintenanceCommand } from './declare-maintenance.command';

/**
 * A maintenance replaces the one declared before; the tile shows it until its end, and no down mail goes
 * out meanwhile. Its event is stored in the outbox with the write: the announcement to the tool's viewers
 * is written even if this process dies right after.
 */
@CommandHandler(DeclareMaintenanceCommand)
export class DeclareMaintenanceHandler implements ICommandHandler<DeclareMaintenanceCommand> {
  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly readModel: StatusReadModel,
    private readonly checkSettings: CheckSettings,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ caller, toolId, body }: DeclareMaintenanceCommand): Promise<StatusHistory> {
    const { maintenance, violations } = checkMaintenanceInput(body, Date.now());
    if (violations.length) throw new StatusCheckRefused(violations);
    const [tool] = await this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery([toolId]));
    const declaredAt = new Date();
    const event = new MaintenanceDeclaredEvent(toolId, tool?.title ?? {}, maintenance.message, maintenance.until.toISOString(), declaredAt.toISOString(), {
      userId: caller.userId,
      fullname: caller.fullname,
    });
    const saved = await this.outbox.around([[`tool-status.maintenance.${toolId}.${declaredAt.getTime()}`, event, declaredAt]], () =>
      this.checks
        .findOneAndUpdate({ _id: new Types.ObjectId(toolId) }, { $set: { maintenance: { ...maintenance, by: caller.userId ?? caller.loginId } }, $setOnInsert: { tool_id: new Types.ObjectId(toolId) } }, { upsert: true, new: true })
        .lean<StoredStatusCheck>(),
    );
    await this.readModel.putKeepingLast(toolId, await this.checkSettings.put(toolId, saved));
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }
}
