import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { SubsidiaryDeletedEvent } from '../../subsidiaries/events/subsidiary-deleted.event';
import { ActivityRecorder } from '../activity-recorder';
import { subsidiaryTarget } from './subsidiary-target';

@EventsHandler(SubsidiaryDeletedEvent)
export class RecordSubsidiaryDeletedHandler implements IEventHandler<SubsidiaryDeletedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: SubsidiaryDeletedEvent) {
    return this.recorder.record(event, {
      action: 'subsidiaries.subsidiary.deleted',
      message: `${event.by.fullname} deleted the subsidiary "${event.subsidiary.name}"`,
      actor: event.by,
      target: subsidiaryTarget(event.subsidiary),
    });
  }
}
