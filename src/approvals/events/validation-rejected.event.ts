import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './validation-party';

/**
 * An administrator rejected the change; the live tool is untouched (a rejected creation is removed).
 * The editor is mailed the rejection with its reason, if one was given; the administrator is also
 * offered a manual mail to `mail_to_notify` (spec section 2).
 */
@DurableEvent('approvals.ValidationRejected')
export class ValidationRejectedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly editor: Person,
    readonly by: Person,
    /** The administrator's reason (plain text), or null when none was given. */
    readonly reason: string | null = null,
  ) {}
}
