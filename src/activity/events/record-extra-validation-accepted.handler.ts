import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ExtraValidationAcceptedEvent } from '../../approvals/events/extra-validation-accepted.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ExtraValidationAcceptedEvent)
export class RecordExtraValidationAcceptedHandler implements IEventHandler<ExtraValidationAcceptedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ExtraValidationAcceptedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.extra_validation.accepted',
      message: `${event.by.fullname} accepted the extra approval of the tool "${toolLabel(event.tool)}" asked by ${event.askedBy.fullname}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, validator: event.validator, askedBy: event.askedBy },
    });
  }
}
