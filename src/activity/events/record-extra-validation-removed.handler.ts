import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ExtraValidationRemovedEvent } from '../../approvals/events/extra-validation-removed.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ExtraValidationRemovedEvent)
export class RecordExtraValidationRemovedHandler implements IEventHandler<ExtraValidationRemovedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ExtraValidationRemovedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.extra_validation.removed',
      message: `${event.by.fullname} cancelled the extra approval of the tool "${toolLabel(event.tool)}" asked from ${event.validator.name}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, validator: event.validator },
    });
  }
}
