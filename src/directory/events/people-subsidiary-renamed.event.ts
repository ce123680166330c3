/** The people of a renamed subsidiary now carry its new name (in memory: the search index follows). */
export class PeopleSubsidiaryRenamedEvent {
  constructor(readonly subsidiaryId: string) {}
}
