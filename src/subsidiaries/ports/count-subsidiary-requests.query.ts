import { Query } from '@nestjs/cqrs';

/**
 * How many waiting requests propose to place a tool in this subsidiary. Asked before a subsidiary's
 * deletion, answered by `approvals`, which sits above subsidiaries.
 */
export class CountPendingRequestsQuery extends Query<number> {
  constructor(readonly subsidiaryId: string) {
    super();
  }
}
