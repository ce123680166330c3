import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './tool-parties';

/**
 * A tool was edited: applied at once (`validationId` null) or proposed for approval. `fields` names what
 * changed. A proposal carries the proposed content: it is the durable intent the approvals saga turns into
 * a request (RequestValidation), again after a crash, from the outbox.
 */
@DurableEvent('tools.ToolEdited')
export class ToolEditedEvent {
  constructor(
    readonly tool: ToolRef,
    readonly by: Person,
    readonly validationId: string | null,
    readonly fields: string[],
    readonly proposal: Record<string, unknown> | null = null,
  ) {}
}
