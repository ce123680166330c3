import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model } from 'mongoose';
import { AccessRequest } from '../../access-request.schema';
import { accessRequestWire, type StoredAccessRequest } from '../../access-request-view';
import { AccessRequestPage, ListAccessRequestsToDecideQuery } from './list-access-requests-to-decide.query';

/**
 * Reads by the indexes `{status, approver_ids}` and `{status, approver_group}`: an approver's page costs
 * their own waiting requests, whatever the number of open requests overall. A request the caller made
 * is never theirs to decide and is left out.
 */
@QueryHandler(ListAccessRequestsToDecideQuery)
export class ListAccessRequestsToDecideHandler implements IQueryHandler<ListAccessRequestsToDecideQuery> {
  constructor(@InjectModel(AccessRequest.name) private readonly requests: Model<AccessRequest>) {}

  async execute({ caller, page, perPage, language }: ListAccessRequestsToDecideQuery): Promise<AccessRequestPage> {
    if (!caller.userId) return { items: [], total: 0 };
    const mine: FilterQuery<AccessRequest> = caller.roles.includes('administrator')
      ? { status: 'waiting' }
      : { status: 'waiting', $or: [{ approver_ids: caller.userId }, ...(caller.groups?.length ? [{ approver_group: { $in: [...caller.groups] } }] : [])] };
    const filter = { ...mine, 'requester._id': { $ne: caller.userId } };
    const [items, total] = await Promise.all([
      this.requests.find(filter).sort({ _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<StoredAccessRequest[]>(),
      this.requests.countDocuments(filter),
    ]);
    return { items: items.map((request) => accessRequestWire(request, language)), total };
  }
}
