import { DurableEvent } from '../../platform/outbox/durable-event';

/**
 * A tool was declared under maintenance: its title (each language), the message, the end and when it was
 * declared (a later declaration replaces an earlier one), for the announcements to publish to the tool's
 * viewers. Kept in the outbox until that announcement is written.
 */
@DurableEvent('tool-status.MaintenanceDeclared')
export class MaintenanceDeclaredEvent {
  constructor(
    readonly toolId: string,
    readonly toolTitle: Record<string, string>,
    readonly message: string,
    readonly until: string,
    readonly declaredAt: string,
    readonly actor: { userId: string | null; fullname: string },
  ) {}
}
