/** Removes deleted categories from the tools that name them (all tools, deleted ones too, or these). Answers which tools changed. Handled by `tools`. */
export class RemoveToolCategoriesCommand {
  constructor(
    readonly categoryIds: readonly string[],
    readonly toolIds: readonly string[] | null = null,
  ) {}
}
