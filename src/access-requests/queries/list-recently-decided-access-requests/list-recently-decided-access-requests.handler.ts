import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import { accessRequestWire } from '../../access-request-view';
import { AccessInboxes } from '../../requests/access-inboxes';
import { ListRecentlyDecidedAccessRequestsQuery } from './list-recently-decided-access-requests.query';

/**
 * Reads the caller's recently decided sets in Redis (bounded per approver key), never `access_requests`:
 * the other members of an approving group see who settled a request and when.
 */
@QueryHandler(ListRecentlyDecidedAccessRequestsQuery)
export class ListRecentlyDecidedAccessRequestsHandler implements IQueryHandler<ListRecentlyDecidedAccessRequestsQuery> {
  constructor(private readonly inboxes: AccessInboxes) {}

  async execute({ caller, language, toolId }: ListRecentlyDecidedAccessRequestsQuery): Promise<{ items: AccessRequestWire[] }> {
    if (!caller.userId) return { items: [] };
    const requests = await this.inboxes.recentlyDecided(caller, toolId);
    return { items: requests.map((request) => accessRequestWire(request, language)) };
  }
}
