import { Command } from '@nestjs/cqrs';
import type { DeclareMaintenanceBody } from '../../../contracts/requests';
import type { Principal } from '../../../platform/auth/principal';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';

/** Declares a tool under maintenance until a time, with a message shown on its tile. */
export class DeclareMaintenanceCommand extends Command<StatusHistory> {
  constructor(
    readonly caller: Principal,
    readonly toolId: string,
    readonly body: DeclareMaintenanceBody,
  ) {
    super();
  }
}
