import type { Person, SubsidiaryRef } from './subsidiary-parts';

/** A subsidiary was added with its companies. */
export class SubsidiaryCreatedEvent {
  constructor(
    readonly subsidiary: SubsidiaryRef,
    readonly companies: readonly string[],
    readonly by: Person,
  ) {}
}
