import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DefaultToolUpdatedEvent } from '../../defaults/events/default-tool-updated.event';
import { ActivityRecorder } from '../activity-recorder';
import { defaultToolDetails, defaultToolLabel, defaultToolTarget } from './default-tool-target';

@EventsHandler(DefaultToolUpdatedEvent)
export class RecordDefaultToolUpdatedHandler implements IEventHandler<DefaultToolUpdatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DefaultToolUpdatedEvent) {
    return this.recorder.record(event, {
      action: 'defaults.default_tool.updated',
      message: `${event.by.fullname} updated the default tool "${defaultToolLabel(event.defaultTool)}" (${event.fields.join(', ')})`,
      actor: event.by,
      target: defaultToolTarget(event.defaultTool),
      details: { ...defaultToolDetails(event.defaultTool), fields: event.fields },
    });
  }
}
