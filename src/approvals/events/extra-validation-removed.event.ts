import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ExtraValidator, Person, ToolRef } from './validation-party';

/** An administrator cancelled the pending extra approval (no mail; logged). */
@DurableEvent('approvals.ExtraValidationRemoved')
export class ExtraValidationRemovedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly validator: ExtraValidator,
    readonly by: Person,
  ) {}
}
