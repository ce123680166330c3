import { DurableEvent } from '../../platform/outbox/durable-event';
/** An administrator changed a person's settings; `fields` names what changed. */
@DurableEvent('directory.UserUpdatedByAdmin')
export class UserUpdatedByAdminEvent {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly user: { userId: string; fullname: string },
    readonly fields: string[],
  ) {}
}
