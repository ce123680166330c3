import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './validation-party';

/** A creation or an edit now waits for an administrator: the "new validation request" mail. */
@DurableEvent('approvals.ValidationRequested')
export class ValidationRequestedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly editor: Person,
  ) {}
}
