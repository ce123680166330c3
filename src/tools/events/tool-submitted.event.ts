import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './tool-parties';

/**
 * A tool was created. `validationId` is set when the creation waits for an administrator (the tool
 * is then unpublished, and `proposal` holds its content for the request); null when an administrator's
 * creation applied at once.
 */
@DurableEvent('tools.ToolSubmitted')
export class ToolSubmittedEvent {
  constructor(
    readonly tool: ToolRef,
    readonly by: Person,
    readonly validationId: string | null,
    readonly proposal: Record<string, unknown> | null = null,
  ) {}
}
