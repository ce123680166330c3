import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ToolEditedEvent } from '../../tools/events/tool-edited.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ToolEditedEvent)
export class RecordToolEditedHandler implements IEventHandler<ToolEditedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ToolEditedEvent) {
    const fields = event.fields.length ? ` (${event.fields.join(', ')})` : '';
    const outcome = event.validationId ? ', awaiting approval' : '';
    return this.recorder.record(event, {
      action: 'tools.tool.edited',
      message: `${event.by.fullname} edited the tool "${toolLabel(event.tool)}"${fields}${outcome}`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { fields: event.fields, validationId: event.validationId },
    });
  }
}
