import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ExtraValidationRejectedEvent } from '../../approvals/events/extra-validation-rejected.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ExtraValidationRejectedEvent)
export class RecordExtraValidationRejectedHandler implements IEventHandler<ExtraValidationRejectedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ExtraValidationRejectedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.extra_validation.rejected',
      message: `${event.by.fullname} rejected the extra approval of the tool "${toolLabel(event.tool)}" asked by ${event.askedBy.fullname}: ${event.message}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, validator: event.validator, askedBy: event.askedBy, reason: event.message },
    });
  }
}
