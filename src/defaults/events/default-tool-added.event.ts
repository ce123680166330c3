import { DurableEvent } from '../../platform/outbox/durable-event';
import type { DefaultToolRef, Person } from './default-tool-ref';

/** A default tool was added at the end of the list. */
@DurableEvent('defaults.DefaultToolAdded')
export class DefaultToolAddedEvent {
  constructor(
    readonly by: Person,
    readonly defaultTool: DefaultToolRef,
    readonly position: number,
  ) {}
}
