import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { UserUpdatedByAdminEvent } from '../../directory/events/user-updated-by-admin.event';
import { ActivityRecorder } from '../activity-recorder';

@EventsHandler(UserUpdatedByAdminEvent)
export class RecordUserUpdatedHandler implements IEventHandler<UserUpdatedByAdminEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: UserUpdatedByAdminEvent) {
    return this.recorder.record(event, {
      action: 'directory.user.updated',
      message: `${event.actor.fullname} updated ${event.user.fullname} (${event.fields.join(', ')})`,
      actor: event.actor,
      target: { kind: 'user', id: event.user.userId, label: event.user.fullname },
      details: { fields: event.fields },
    });
  }
}
