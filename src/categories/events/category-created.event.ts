import type { CategoryRef, Person } from './category-parts';

export class CategoryCreatedEvent {
  constructor(
    readonly category: CategoryRef,
    readonly by: Person,
  ) {}
}
