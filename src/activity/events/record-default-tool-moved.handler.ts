import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DefaultToolMovedEvent } from '../../defaults/events/default-tool-moved.event';
import { ActivityRecorder } from '../activity-recorder';
import { defaultToolDetails, defaultToolLabel, defaultToolTarget } from './default-tool-target';

@EventsHandler(DefaultToolMovedEvent)
export class RecordDefaultToolMovedHandler implements IEventHandler<DefaultToolMovedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DefaultToolMovedEvent) {
    return this.recorder.record(event, {
      action: 'defaults.default_tool.moved',
      message: `${event.by.fullname} moved the default tool "${defaultToolLabel(event.defaultTool)}" from position ${event.from} to ${event.to}`,
      actor: event.by,
      target: defaultToolTarget(event.defaultTool),
      details: { ...defaultToolDetails(event.defaultTool), from: event.from, to: event.to },
    });
  }
}
