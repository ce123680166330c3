import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './validation-party';

/** An administrator approved the change, which is now live: the "accepted" mail to the editor. */
@DurableEvent('approvals.ValidationAccepted')
export class ValidationAcceptedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly editor: Person,
    readonly by: Person,
  ) {}
}
