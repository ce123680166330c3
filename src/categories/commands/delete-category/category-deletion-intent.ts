import type { CategoryRef, Person } from '../../events/category-parts';

/** The kind of a category's deletion intent (ChangeIntents): `categories.delete.<categoryId>`. */
export const CATEGORY_DELETION = 'categories.delete';

/** What finishing a category's deletion needs, stored before its first write (the answer is computed once). */
export type CategoryDeletionIntent = {
  category: CategoryRef;
  /** The live tools that had it: the answer's and the log line's count. */
  toolCount: number;
  /** Every tool that had it (deleted ones too): the catalogues reload them. */
  toolIds: string[];
  by: Person;
};

export const categoryDeletionKey = (categoryId: string) => `${CATEGORY_DELETION}.${categoryId}`;
