import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { accessRequestWire } from '../../access-request-view';
import { AccessInboxes } from '../../requests/access-inboxes';
import { AccessRequestPage, ListAccessRequestsToDecideQuery } from './list-access-requests-to-decide.query';

/**
 * Reads the caller's inboxes (their own, their groups', or the administrators') by `_id`, then the page's
 * requests by `_id`: an approver's page costs their own waiting requests, whatever the number of requests
 * overall, on FerretDB too. A request the caller made is never theirs to decide and is left out.
 */
@QueryHandler(ListAccessRequestsToDecideQuery)
export class ListAccessRequestsToDecideHandler implements IQueryHandler<ListAccessRequestsToDecideQuery> {
  constructor(private readonly inboxes: AccessInboxes) {}

  async execute({ caller, page, perPage, language, toolId }: ListAccessRequestsToDecideQuery): Promise<AccessRequestPage> {
    if (!caller.userId) return { items: [], total: 0 };
    const found = await this.inboxes.page(caller, { toolId, page, perPage });
    return { items: found.requests.map((request) => accessRequestWire(request, language)), total: found.total };
  }
}
