/** How many live (not deleted) tools are placed in this subsidiary. */
export class CountSubsidiaryToolsQuery {
  constructor(readonly subsidiaryId: string) {}
}
