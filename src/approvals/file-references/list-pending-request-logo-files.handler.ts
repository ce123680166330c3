import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Validation } from '../validation.schema';
import { ListPendingRequestLogoFilesQuery } from '../../files/ports/list-pending-request-logo-files.query';

@QueryHandler(ListPendingRequestLogoFilesQuery)
export class ListPendingRequestLogoFilesHandler implements IQueryHandler<ListPendingRequestLogoFilesQuery> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute(): Promise<string[]> {
    const names = new Set<string>();
    for await (const request of this.validations.find({ status: 'pending' }, { 'changed.logo': 1 }).lean().cursor({ batchSize: 500 })) {
      const image = (request.changed as { logo?: { image?: unknown } } | undefined)?.logo?.image;
      if (typeof image === 'string' && image) names.add(image);
    }
    return [...names];
  }
}
