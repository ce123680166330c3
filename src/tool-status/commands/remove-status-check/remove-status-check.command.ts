import { Command } from '@nestjs/cqrs';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';

/** Turns a tool's status check off (a declared maintenance stays); its history stays until it ages out. */
export class RemoveStatusCheckCommand extends Command<StatusHistory> {
  constructor(readonly toolId: string) {
    super();
  }
}
