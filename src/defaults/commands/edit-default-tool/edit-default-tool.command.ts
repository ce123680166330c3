import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

/** PUT config/default_tools (with _id) or PUT admin/default_tools/:id: change a default tool's rule; its position stays. */
export class EditDefaultToolCommand extends Command<DefaultToolView> {
  constructor(
    readonly caller: Principal,
    readonly id: unknown,
    readonly body: unknown,
  ) {
    super();
  }
}
