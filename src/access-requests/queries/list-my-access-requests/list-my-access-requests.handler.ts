import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import { inParallel } from '../../../platform/database/in-parallel';
import type { AccessGrant } from '../../access-request.schema';
import { accessRequestWire, shownStateOf, type StoredAccessRequest } from '../../access-request-view';
import { AccessStore } from '../../access-store';
import { grantIdOf } from '../../grants/access-grant-applier';
import { RequesterLists } from '../../requests/requester-lists';
import { ListMyAccessRequestsQuery } from './list-my-access-requests.query';

const SHOWN = 200;
const READS_AT_ONCE = 10;

type GrantOfRequest = Pick<AccessGrant, 'state' | 'request_id' | 'request_ids'>;

@QueryHandler(ListMyAccessRequestsQuery)
export class ListMyAccessRequestsHandler implements IQueryHandler<ListMyAccessRequestsQuery> {
  constructor(
    private readonly requesters: RequesterLists,
    private readonly store: AccessStore,
  ) {}

  async execute({ caller, language }: ListMyAccessRequestsQuery): Promise<AccessRequestWire[]> {
    if (!caller.userId) return [];
    const mine = await this.requesters.requestsOf(caller.userId, SHOWN);
    const grants = await this.grantsOf(mine.filter((request) => request.status === 'granted'));
    return mine.map((request) => accessRequestWire(request, language, shownStateOf(request, grants.get(grantIdOf(request.tool_id, request.requester._id)) ?? null)));
  }

  /** The grants of granted requests (one a tool), each read by `_id`, whether they still run from these requests. */
  private async grantsOf(granted: StoredAccessRequest[]): Promise<Map<string, GrantOfRequest>> {
    const grants = new Map<string, GrantOfRequest>();
    const ids = [...new Set(granted.map((request) => grantIdOf(request.tool_id, request.requester._id)))];
    await inParallel(ids, READS_AT_ONCE, async (id) => {
      const grant = await this.store.grants.findById(id, { state: 1, request_id: 1, request_ids: 1 }).lean<GrantOfRequest>();
      if (grant) grants.set(id, grant);
    });
    return grants;
  }
}
