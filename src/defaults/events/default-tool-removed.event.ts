import { DurableEvent } from '../../platform/outbox/durable-event';
import type { DefaultToolRef, Person } from './default-tool-ref';

/** A default tool was deleted; the tools after it moved up one position. */
@DurableEvent('defaults.DefaultToolRemoved')
export class DefaultToolRemovedEvent {
  constructor(
    readonly by: Person,
    readonly defaultTool: DefaultToolRef,
  ) {}
}
