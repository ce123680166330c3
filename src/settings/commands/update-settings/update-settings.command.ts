import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { AdminConfig } from '../../../contracts/wire/admin-config';

/** PUT config (id, hermes_network, notification_import_mails, add_tool_help_url): answers the whole configuration. */
export class UpdateSettingsCommand extends Command<AdminConfig> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
