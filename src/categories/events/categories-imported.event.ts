import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person } from './category-parts';

/** An import file was applied: so many categories created, so many updated by id. */
@DurableEvent('categories.CategoriesImported')
export class CategoriesImportedEvent {
  constructor(
    readonly created: number,
    readonly updated: number,
    readonly by: Person,
  ) {}
}
