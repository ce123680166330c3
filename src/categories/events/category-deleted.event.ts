import { DurableEvent } from '../../platform/outbox/durable-event';
import type { CategoryRef, Person } from './category-parts';

/** A category was deleted; the tools that had it keep working without it. */
@DurableEvent('categories.CategoryDeleted')
export class CategoryDeletedEvent {
  constructor(
    readonly category: CategoryRef,
    readonly toolCount: number,
    readonly by: Person,
  ) {}
}
