import type { Person } from './category-parts';

/** An import file was applied: so many categories created, so many updated by id. */
export class CategoriesImportedEvent {
  constructor(
    readonly created: number,
    readonly updated: number,
    readonly by: Person,
  ) {}
}
