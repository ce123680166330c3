import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ExtraValidator, Person, ToolRef } from './validation-party';

/** The designated validator rejected with a reason: the "extra validation rejected" mail to the administrator who asked. */
@DurableEvent('approvals.ExtraValidationRejected')
export class ExtraValidationRejectedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly validator: ExtraValidator,
    readonly by: Person,
    readonly askedBy: Person,
    readonly message: string,
  ) {}
}
