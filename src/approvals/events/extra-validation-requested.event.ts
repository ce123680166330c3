import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ExtraValidator, Person, ToolRef } from './validation-party';

/** An administrator asked one extra approval: the "extra validation required" mail to the validator (or the group's members). */
@DurableEvent('approvals.ExtraValidationRequested')
export class ExtraValidationRequestedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly validator: ExtraValidator,
    readonly askedBy: Person,
  ) {}
}
