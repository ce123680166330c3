import type { Person, SubsidiaryRef } from './subsidiary-parts';

/** A subsidiary nothing pointed at any more was deleted; its companies are free again. */
export class SubsidiaryDeletedEvent {
  constructor(
    readonly subsidiary: SubsidiaryRef,
    readonly by: Person,
  ) {}
}
