import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ToolsBulkEditedEvent } from '../../tools/events/tools-bulk-edited.event';
import { ActivityRecorder } from '../activity-recorder';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

@EventsHandler(ToolsBulkEditedEvent)
export class RecordToolsBulkEditedHandler implements IEventHandler<ToolsBulkEditedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ToolsBulkEditedEvent) {
    const added = [
      event.added.managers.length ? count(event.added.managers.length, 'manager', 'managers') : '',
      event.added.users.length ? count(event.added.users.length, 'viewer', 'viewers') : '',
    ].filter(Boolean);
    const tools = count(event.toolIds.length, 'tool', 'tools');
    return this.recorder.record(event, {
      action: 'tools.tools.bulk_edited',
      message: `${event.by.fullname} added ${added.join(' and ') || 'nothing'} to ${tools}`,
      actor: event.by,
      target: { kind: 'tools', label: tools },
      details: { toolIds: event.toolIds, added: event.added },
    });
  }
}
