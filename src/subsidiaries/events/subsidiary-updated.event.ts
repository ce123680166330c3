import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, SubsidiaryRef } from './subsidiary-parts';

/** A subsidiary was edited: its name (people's copies of it follow) or its companies. */
@DurableEvent('subsidiaries.SubsidiaryUpdated')
export class SubsidiaryUpdatedEvent {
  constructor(
    readonly subsidiary: SubsidiaryRef,
    readonly previousName: string,
    readonly addedCompanies: readonly string[],
    readonly removedCompanies: readonly string[],
    readonly by: Person,
  ) {}
}
