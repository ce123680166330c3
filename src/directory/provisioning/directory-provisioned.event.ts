import { DurableEvent } from '../../platform/outbox/durable-event';

/** What an identity provider changed over SCIM, for the activity log. */
export type ProvisioningAction =
  | 'user.created'
  | 'user.updated'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.deleted'
  | 'group.created'
  | 'group.updated'
  | 'group.members-changed'
  | 'group.deleted';

/** An identity provider changed a person or a group over SCIM, with an API token. */
@DurableEvent('directory.Provisioned')
export class DirectoryProvisionedEvent {
  constructor(
    readonly token: { id: string; name: string },
    readonly action: ProvisioningAction,
    readonly target: { kind: 'user' | 'group'; id: string; label: string },
    readonly details: { fields?: string[]; added?: number; removed?: number },
  ) {}
}
