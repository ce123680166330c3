import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { checkMaintenanceInput } from '../../../contracts/tool-status-rules';
import { FindToolSummariesQuery, type ToolSummary } from '../../../tools/tools.public';
import { MaintenanceDeclaredEvent } from '../../events/maintenance-declared.event';
import { StatusCheckRefused } from '../../tool-status.errors';
import { ToolStatusStore } from '../../tool-status-store';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { DeclareMaintenanceCommand } from './declare-maintenance.command';

/**
 * A maintenance replaces the one declared before; the tile shows it until its end, and no down mail goes
 * out meanwhile. Its event is stored in the outbox with the write: the announcement to the tool's viewers
 * is written even if this process dies right after.
 */
@CommandHandler(DeclareMaintenanceCommand)
export class DeclareMaintenanceHandler implements ICommandHandler<DeclareMaintenanceCommand> {
  constructor(
    private readonly store: ToolStatusStore,
    private readonly queries: QueryBus,
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
    return this.store.change(
      toolId,
      { $set: { maintenance: { ...maintenance, by: caller.userId ?? caller.loginId } } },
      { upsert: true, events: [[`tool-status.maintenance.${toolId}.${declaredAt.getTime()}`, event, declaredAt]] },
    );
  }
}
