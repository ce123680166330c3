import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Service } from '../../../service.schema';
import { DirectoryGroup, GROUP_FIELDS, toGroup } from '../../directory-entries';
import { inRequestedOrder, objectIdsOf } from '../../object-ids';
import { FindGroupsByIdsQuery } from './find-groups-by-ids.query';

@QueryHandler(FindGroupsByIdsQuery)
export class FindGroupsByIdsHandler implements IQueryHandler<FindGroupsByIdsQuery> {
  constructor(@InjectModel(Service.name) private readonly groups: Model<Service>) {}

  async execute(query: FindGroupsByIdsQuery): Promise<DirectoryGroup[]> {
    const ids = objectIdsOf(query.ids);
    if (ids.length === 0) return [];
    const found = await this.groups.find({ _id: { $in: ids } }, GROUP_FIELDS).lean();
    return inRequestedOrder(ids, found.map(toGroup));
  }
}
