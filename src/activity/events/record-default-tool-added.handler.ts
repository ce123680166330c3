import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DefaultToolAddedEvent } from '../../defaults/events/default-tool-added.event';
import { ActivityRecorder } from '../activity-recorder';
import { defaultToolDetails, defaultToolLabel, defaultToolTarget } from './default-tool-target';

@EventsHandler(DefaultToolAddedEvent)
export class RecordDefaultToolAddedHandler implements IEventHandler<DefaultToolAddedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DefaultToolAddedEvent) {
    return this.recorder.record(event, {
      action: 'defaults.default_tool.added',
      message: `${event.by.fullname} added the default tool "${defaultToolLabel(event.defaultTool)}" at position ${event.position}`,
      actor: event.by,
      target: defaultToolTarget(event.defaultTool),
      details: { ...defaultToolDetails(event.defaultTool), position: event.position },
    });
  }
}
