/**
 * A published, not deleted tool by id, or null. With `publicIn` set, only a tool everybody sees that is
 * placed in none of the subsidiaries or in one of these (what a sub-administrator may offer by default).
 */
export class FindLiveToolQuery {
  constructor(
    readonly toolId: string,
    readonly publicIn: readonly string[] | null = null,
  ) {}
}
