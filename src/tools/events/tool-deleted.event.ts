import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from './tool-parties';

/** A tool was deleted (soft: it leaves every wall, list and bookmark answer). */
@DurableEvent('tools.ToolDeleted')
export class ToolDeletedEvent {
  constructor(
    readonly tool: ToolRef,
    readonly by: Person,
  ) {}
}
