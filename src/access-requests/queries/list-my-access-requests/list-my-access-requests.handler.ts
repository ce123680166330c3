import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import { accessRequestWire } from '../../access-request-view';
import { RequesterLists } from '../../requests/requester-lists';
import { ListMyAccessRequestsQuery } from './list-my-access-requests.query';

const SHOWN = 200;

@QueryHandler(ListMyAccessRequestsQuery)
export class ListMyAccessRequestsHandler implements IQueryHandler<ListMyAccessRequestsQuery> {
  constructor(private readonly requesters: RequesterLists) {}

  async execute({ caller, language }: ListMyAccessRequestsQuery): Promise<AccessRequestWire[]> {
    if (!caller.userId) return [];
    const mine = await this.requesters.requestsOf(caller.userId, SHOWN);
    return mine.map((request) => accessRequestWire(request, language));
  }
}
