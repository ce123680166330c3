import { DurableEvent } from '../../platform/outbox/durable-event';
import type { CategoryRef, Person } from './category-parts';

/** A category's names, icon or flags changed. */
@DurableEvent('categories.CategoryUpdated')
export class CategoryUpdatedEvent {
  constructor(
    readonly category: CategoryRef,
    readonly changedFields: readonly string[],
    readonly by: Person,
  ) {}
}
