import { Command } from '@nestjs/cqrs';
import type { SaveStatusCheckBody } from '../../../contracts/requests';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';

/** Turns on (or changes) a tool's status check. */
export class SaveStatusCheckCommand extends Command<StatusHistory> {
  constructor(
    readonly toolId: string,
    readonly body: SaveStatusCheckBody,
  ) {
    super();
  }
}
