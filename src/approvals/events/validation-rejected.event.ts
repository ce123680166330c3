import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './validation-party';

/**
 * An administrator rejected the change; the live tool is untouched (a rejected creation is removed).
 * No automatic mail: the administrator is offered a manual one to `mail_to_notify`.
 */
@DurableEvent('approvals.ValidationRejected')
export class ValidationRejectedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly editor: Person,
    readonly by: Person,
  ) {}
}
