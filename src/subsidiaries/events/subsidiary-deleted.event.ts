import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, SubsidiaryRef } from './subsidiary-parts';

/** A subsidiary nothing pointed at any more was deleted; its companies are free again. */
@DurableEvent('subsidiaries.SubsidiaryDeleted')
export class SubsidiaryDeletedEvent {
  constructor(
    readonly subsidiary: SubsidiaryRef,
    readonly by: Person,
  ) {}
}
