import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ToolDeletedEvent } from '../../tools/events/tool-deleted.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

@EventsHandler(ToolDeletedEvent)
export class RecordToolDeletedHandler implements IEventHandler<ToolDeletedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ToolDeletedEvent) {
    return this.recorder.record(event, {
      action: 'tools.tool.deleted',
      message: `${event.by.fullname} deleted the tool "${toolLabel(event.tool)}"`,
      actor: event.by,
      target: toolTarget(event.tool),
    });
  }
}
