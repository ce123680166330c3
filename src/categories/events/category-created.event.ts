import { DurableEvent } from '../../platform/outbox/durable-event';
import type { CategoryRef, Person } from './category-parts';

@DurableEvent('categories.CategoryCreated')
export class CategoryCreatedEvent {
  constructor(
    readonly category: CategoryRef,
    readonly by: Person,
  ) {}
}
