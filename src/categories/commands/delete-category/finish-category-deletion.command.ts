import type { CategoryRef, Person } from '../../events/category-parts';

/** Finishes the category's deletion recorded under this intent key (a crash cut it short). Idempotent. */
export class FinishCategoryDeletionCommand {
  constructor(readonly intentKey: string) {}
}

/** The deletion finished, for the repair's log line; null when it was finished meanwhile. */
export type FinishedCategoryDeletion = { category: CategoryRef; by: Person } | null;
