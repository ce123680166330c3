import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ToolSubmittedEvent } from '../../tools/events/tool-submitted.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ToolSubmittedEvent)
export class RecordToolSubmittedHandler implements IEventHandler<ToolSubmittedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ToolSubmittedEvent) {
    const outcome = event.validationId ? 'awaiting approval' : 'published';
    return this.recorder.record(event, {
      action: 'tools.tool.submitted',
      message: `${event.by.fullname} created the tool "${toolLabel(event.tool)}" (${outcome})`,
      actor: event.by,
      target: toolTarget(event.tool),
      details: { validationId: event.validationId },
    });
  }
}
