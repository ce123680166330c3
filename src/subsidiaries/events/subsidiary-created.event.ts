import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, SubsidiaryRef } from './subsidiary-parts';

/** A subsidiary was added with its companies. */
@DurableEvent('subsidiaries.SubsidiaryCreated')
export class SubsidiaryCreatedEvent {
  constructor(
    readonly subsidiary: SubsidiaryRef,
    readonly companies: readonly string[],
    readonly by: Person,
  ) {}
}
