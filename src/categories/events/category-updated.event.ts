import type { CategoryRef, Person } from './category-parts';

/** A category's names, icon or flags changed. */
export class CategoryUpdatedEvent {
  constructor(
    readonly category: CategoryRef,
    readonly changedFields: readonly string[],
    readonly by: Person,
  ) {}
}
