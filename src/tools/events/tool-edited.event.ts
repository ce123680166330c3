import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './tool-parties';

/** A tool was edited: applied at once (`validationId` null) or proposed for approval. `fields` names what changed. */
@DurableEvent('tools.ToolEdited')
export class ToolEditedEvent {
  constructor(
    readonly tool: ToolRef,
    readonly by: Person,
    readonly validationId: string | null,
    readonly fields: string[],
  ) {}
}
