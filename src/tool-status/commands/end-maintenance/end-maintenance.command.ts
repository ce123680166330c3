import { Command } from '@nestjs/cqrs';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';

/** Ends a tool's maintenance now. */
export class EndMaintenanceCommand extends Command<StatusHistory> {
  constructor(readonly toolId: string) {
    super();
  }
}
