import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { AccessRequestWire } from '../../../contracts';
import { AccessRequest } from '../../access-request.schema';
import { accessRequestWire, type StoredAccessRequest } from '../../access-request-view';
import { ListMyAccessRequestsQuery } from './list-my-access-requests.query';

const SHOWN = 200;

@QueryHandler(ListMyAccessRequestsQuery)
export class ListMyAccessRequestsHandler implements IQueryHandler<ListMyAccessRequestsQuery> {
  constructor(@InjectModel(AccessRequest.name) private readonly requests: Model<AccessRequest>) {}

  async execute({ caller, language }: ListMyAccessRequestsQuery): Promise<AccessRequestWire[]> {
    if (!caller.userId) return [];
    const mine = await this.requests.find({ 'requester._id': caller.userId, direct: { $ne: true } }).sort({ _id: -1 }).limit(SHOWN).lean<StoredAccessRequest[]>();
    return mine.map((request) => accessRequestWire(request, language));
  }
}
