/** The tools in this category, deleted ones too (what a category's deletion will change). Answered by `tools`. */
export class FindCategoryToolsQuery {
  constructor(readonly categoryId: string) {}
}

export interface CategoryTools {
  /** Every tool that has the category, deleted ones too. */
  toolIds: string[];
  /** How many of them are not deleted. */
  live: number;
}
