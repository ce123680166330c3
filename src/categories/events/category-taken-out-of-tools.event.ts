/** A deleted category is out of these tools (in memory: `tools` refreshes its catalogue of them). */
export class CategoryTakenOutOfToolsEvent {
  constructor(readonly toolIds: readonly string[]) {}
}
