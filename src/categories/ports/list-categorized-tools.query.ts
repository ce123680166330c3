/** Every tool but deleted ones that is in at least one category (creations awaiting approval included), with its titles. Answered by `tools`. */
export class ListCategorizedToolsQuery {}

export interface CategorizedTool {
  _id: string;
  title: Record<string, string>;
  categoryIds: string[];
}
