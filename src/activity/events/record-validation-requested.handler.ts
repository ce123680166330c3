import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ValidationRequestedEvent } from '../../approvals/events/validation-requested.event';
import { ActivityRecorder } from '../activity-recorder';
import { changeKind, toolLabel, toolTarget } from './tool-target';

@EventsHandler(ValidationRequestedEvent)
export class RecordValidationRequestedHandler implements IEventHandler<ValidationRequestedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ValidationRequestedEvent) {
    return this.recorder.record(event, {
      action: 'approvals.validation.requested',
      message: `${event.editor.fullname} asked for approval of the ${changeKind(event.kind)} of the tool "${toolLabel(event.tool)}"`,
      actor: event.editor,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId, kind: event.kind },
    });
  }
}
