import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ExtraValidator, Person, ToolRef } from './validation-party';

/** The designated validator accepted: the "extra validation accepted" mail to the administrator who asked. */
@DurableEvent('approvals.ExtraValidationAccepted')
export class ExtraValidationAcceptedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly validator: ExtraValidator,
    readonly by: Person,
    readonly askedBy: Person,
  ) {}
}
