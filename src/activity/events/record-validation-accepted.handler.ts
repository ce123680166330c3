import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ValidationAcceptedEvent } from '../../approvals/events/validation-accepted.event';
import { ActivityRecorder } from '../activity-recorder';
import { changeKind, toolLabel, toolTarget } from './tool-target';

@EventsHandler(ValidationAcceptedEvent)
export class RecordValidationAcceptedHandler implements IEventHandler<ValidationAcceptedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ValidationAcceptedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.validation.accepted',
      message: `${event.by.fullname} approved the ${changeKind(event.kind)} of the tool "${toolLabel(event.tool)}" by ${event.editor.fullname}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, kind: event.kind, editor: event.editor },
    });
  }
}
