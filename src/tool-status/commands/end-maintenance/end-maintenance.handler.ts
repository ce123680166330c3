import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MaintenanceEndedEvent } from '../../events/maintenance-ended.event';
import { ToolStatusStore } from '../../tool-status-store';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { EndMaintenanceCommand } from './end-maintenance.command';

/** Ends a maintenance early; its announcement ends with it (through the outbox). */
@CommandHandler(EndMaintenanceCommand)
export class EndMaintenanceHandler implements ICommandHandler<EndMaintenanceCommand> {
  constructor(private readonly store: ToolStatusStore) {}

  execute({ toolId }: EndMaintenanceCommand): Promise<StatusHistory> {
    const endedAt = new Date();
    const event = new MaintenanceEndedEvent(toolId, endedAt.toISOString());
    return this.store.change(toolId, { $set: { maintenance: null } }, { events: [[`tool-status.maintenance-ended.${toolId}.${endedAt.getTime()}`, event, endedAt]] });
  }
}
