import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { SettingsUpdatedEvent } from '../../settings/events/settings-updated.event';
import { ActivityRecorder } from '../activity-recorder';

@EventsHandler(SettingsUpdatedEvent)
export class RecordSettingsUpdatedHandler implements IEventHandler<SettingsUpdatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: SettingsUpdatedEvent) {
    return this.recorder.record(event, {
      action: 'settings.config.updated',
      message: `${event.actor.fullname} updated the configuration (${event.fields.join(', ')})`,
      actor: event.actor,
      target: { kind: 'settings', id: 'config', label: 'configuration' },
      details: { fields: event.fields },
    });
  }
}
