import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

/** DELETE config/default_tools/{id} (administrators): the tools after it move up one position. Answers the removed record. */
export class RemoveDefaultToolCommand extends Command<DefaultToolView> {
  constructor(
    readonly caller: Principal,
    readonly id: unknown,
  ) {
    super();
  }
}
