import { DurableEvent } from '../../platform/outbox/durable-event';
import type { DefaultToolRef, Person } from './default-tool-ref';

/** A default tool moved in the list (positions from 0); the tools between moved by one. */
@DurableEvent('defaults.DefaultToolMoved')
export class DefaultToolMovedEvent {
  constructor(
    readonly by: Person,
    readonly defaultTool: DefaultToolRef,
    readonly from: number,
    readonly to: number,
  ) {}
}
