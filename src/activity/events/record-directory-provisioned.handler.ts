import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DirectoryProvisionedEvent, type ProvisioningAction } from '../../directory/directory.public';
import { ActivityRecorder } from '../activity-recorder';

const VERBS: Record<ProvisioningAction, string> = {
  'user.created': 'created the person',
  'user.updated': 'updated the person',
  'user.deactivated': 'deactivated the person',
  'user.reactivated': 'reactivated the person',
  'user.deleted': 'deleted the person',
  'group.created': 'created the group',
  'group.updated': 'updated the group',
  'group.members-changed': 'changed the members of the group',
  'group.deleted': 'deleted the group',
};

/** A SCIM change: who is the API token (by name), never a person. */
@EventsHandler(DirectoryProvisionedEvent)
export class RecordDirectoryProvisionedHandler implements IEventHandler<DirectoryProvisionedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DirectoryProvisionedEvent) {
    const { added, removed, fields } = event.details;
    const counts = event.action === 'group.members-changed' ? ` (+${added ?? 0}, -${removed ?? 0})` : fields?.length ? ` (${fields.join(', ')})` : '';
    return this.recorder.record(event, {
      action: `directory.scim.${event.action}`,
      message: `API token "${event.token.name}" (SCIM) ${VERBS[event.action]} ${event.target.label}${counts}`,
      actor: null,
      target: { kind: event.target.kind, id: event.target.id, label: event.target.label },
      details: { token: event.token, ...event.details },
    });
  }
}
