import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { SubsidiaryUpdatedEvent } from '../../subsidiaries/events/subsidiary-updated.event';
import { ActivityRecorder } from '../activity-recorder';
import { subsidiaryTarget } from './subsidiary-target';

@EventsHandler(SubsidiaryUpdatedEvent)
export class RecordSubsidiaryUpdatedHandler implements IEventHandler<SubsidiaryUpdatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: SubsidiaryUpdatedEvent) {
    const changes = [
      ...(event.previousName !== event.subsidiary.name ? [`renamed it from "${event.previousName}"`] : []),
      ...(event.addedCompanies.length ? [`added ${event.addedCompanies.join(', ')}`] : []),
      ...(event.removedCompanies.length ? [`removed ${event.removedCompanies.join(', ')}`] : []),
    ];
    return this.recorder.record(event, {
      action: 'subsidiaries.subsidiary.updated',
      message: `${event.by.fullname} edited the subsidiary "${event.subsidiary.name}"${changes.length ? `: ${changes.join('; ')}` : ''}`,
      actor: event.by,
      target: subsidiaryTarget(event.subsidiary),
      details: { previousName: event.previousName, addedCompanies: event.addedCompanies, removedCompanies: event.removedCompanies },
    });
  }
}
