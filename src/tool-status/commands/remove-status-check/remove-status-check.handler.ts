import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ToolStatusStore } from '../../tool-status-store';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { RemoveStatusCheckCommand } from './remove-status-check.command';

/** Turns a check off: its counters and last check go with it, its scheduler is removed; a maintenance stays. */
@CommandHandler(RemoveStatusCheckCommand)
export class RemoveStatusCheckHandler implements ICommandHandler<RemoveStatusCheckCommand> {
  constructor(private readonly store: ToolStatusStore) {}

  execute({ toolId }: RemoveStatusCheckCommand): Promise<StatusHistory> {
    const cleared = { url: null, accepted: null, confirmed: null, failures: 0, successes: 0, incident_id: null };
    return this.store.change(toolId, { $set: cleared, $inc: { revision: 1 } }, { lastCheck: 'drop', schedule: null });
  }
}
