import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Validation } from '../../../validation.schema';
import { CountPendingRequestsQuery } from '../../../../subsidiaries/ports/count-subsidiary-requests.query';

@QueryHandler(CountPendingRequestsQuery)
export class CountPendingRequestsHandler implements IQueryHandler<CountPendingRequestsQuery, number> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  execute({ subsidiaryId }: CountPendingRequestsQuery): Promise<number> {
    return this.validations.countDocuments({ status: 'pending', 'changed.subsidiaryId': subsidiaryId });
  }
}
