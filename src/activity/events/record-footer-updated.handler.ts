import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { FooterUpdatedEvent } from '../../settings/events/footer-updated.event';
import { ActivityRecorder } from '../activity-recorder';

@EventsHandler(FooterUpdatedEvent)
export class RecordFooterUpdatedHandler implements IEventHandler<FooterUpdatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: FooterUpdatedEvent) {
    return this.recorder.record(event, {
      action: 'settings.footer.updated',
      message: `${event.actor.fullname} updated the footer (${event.languages.join(', ') || 'emptied'})`,
      actor: event.actor,
      target: { kind: 'settings', id: 'footer', label: 'footer' },
      details: { languages: event.languages },
    });
  }
}
