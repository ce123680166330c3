import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

/** POST config/default_tools (tool, language, subsidiaryId, groups, is_translated, is_new); appended at the end. */
export class AddDefaultToolCommand extends Command<DefaultToolView> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
