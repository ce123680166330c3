import { DurableEvent } from '../../platform/outbox/durable-event';
/** The config page was saved; `fields` names the settings that were sent (hermes_network, notification_import_mails, add_tool_help_url). */
@DurableEvent('settings.SettingsUpdated')
export class SettingsUpdatedEvent {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly fields: string[],
  ) {}
}
