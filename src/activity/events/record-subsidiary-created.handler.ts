import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { SubsidiaryCreatedEvent } from '../../subsidiaries/events/subsidiary-created.event';
import { ActivityRecorder } from '../activity-recorder';
import { subsidiaryTarget } from './subsidiary-target';

@EventsHandler(SubsidiaryCreatedEvent)
export class RecordSubsidiaryCreatedHandler implements IEventHandler<SubsidiaryCreatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: SubsidiaryCreatedEvent) {
    return this.recorder.record(event, {
      action: 'subsidiaries.subsidiary.created',
      message: `${event.by.fullname} added the subsidiary "${event.subsidiary.name}" (${event.companies.join(', ')})`,
      actor: event.by,
      target: subsidiaryTarget(event.subsidiary),
      details: { companies: event.companies },
    });
  }
}
