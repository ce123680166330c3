import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ValidationRejectedEvent } from '../../approvals/events/validation-rejected.event';
import { ActivityRecorder } from '../activity-recorder';
import { changeKind, toolLabel, toolTarget } from './tool-target';

@EventsHandler(ValidationRejectedEvent)
export class RecordValidationRejectedHandler implements IEventHandler<ValidationRejectedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ValidationRejectedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.validation.rejected',
      message: `${event.by.fullname} rejected the ${changeKind(event.kind)} of the tool "${toolLabel(event.tool)}" by ${event.editor.fullname}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, kind: event.kind, editor: event.editor },
    });
  }
}
