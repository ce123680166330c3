import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

/** PUT config/default_tools/update-position { id, from, to }: answers the reordered list the caller manages. */
export class MoveDefaultToolCommand extends Command<DefaultToolView[]> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
