import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ExtraValidationRequestedEvent } from '../../approvals/events/extra-validation-requested.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ExtraValidationRequestedEvent)
export class RecordExtraValidationRequestedHandler implements IEventHandler<ExtraValidationRequestedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ExtraValidationRequestedEvent) {
    const validator = event.validator.type === 'group' ? `the group ${event.validator.name}` : event.validator.name;
    return this.recorder.record(event, {
      action: 'approvals.extra_validation.requested',
      message: `${event.askedBy.fullname} asked ${validator} for an extra approval of the tool "${toolLabel(event.tool)}"`,
      actor: event.askedBy,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, validator: event.validator },
    });
  }
}
