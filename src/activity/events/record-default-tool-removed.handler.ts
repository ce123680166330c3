import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DefaultToolRemovedEvent } from '../../defaults/events/default-tool-removed.event';
import { ActivityRecorder } from '../activity-recorder';
import { defaultToolDetails, defaultToolLabel, defaultToolTarget } from './default-tool-target';

@EventsHandler(DefaultToolRemovedEvent)
export class RecordDefaultToolRemovedHandler implements IEventHandler<DefaultToolRemovedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DefaultToolRemovedEvent) {
    return this.recorder.record(event, {
      action: 'defaults.default_tool.removed',
      message: `${event.by.fullname} removed the default tool "${defaultToolLabel(event.defaultTool)}"`,
      actor: event.by,
      target: defaultToolTarget(event.defaultTool),
      details: defaultToolDetails(event.defaultTool),
    });
  }
}
