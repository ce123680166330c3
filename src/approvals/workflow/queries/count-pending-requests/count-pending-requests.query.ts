/** How many waiting requests propose to place a tool in this subsidiary. */
export class CountPendingRequestsQuery {
  constructor(readonly subsidiaryId: string) {}
}
