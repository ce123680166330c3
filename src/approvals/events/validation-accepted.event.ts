import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './validation-party';

/**
 * An administrator approved the change, which is now live: the "accepted" mail to the editor. It carries
 * the accepted content, so that the worker's relay can apply it to the tool without asking approvals again
 * (null in an entry stored before it carried it: the reconciler finishes those from the stored request).
 */
@DurableEvent('approvals.ValidationAccepted')
export class ValidationAcceptedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly editor: Person,
    readonly by: Person,
    readonly changed: Record<string, unknown> | null = null,
  ) {}
}
