import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NotFound } from '../../../../platform/http/domain.error';
import { Service } from '../../../service.schema';
import { DirectoryGroupDetail, GROUP_DETAIL_FIELDS, toGroupDetail } from '../../directory-entries';
import { GetGroupByDirectoryIdQuery } from './get-group-by-directory-id.query';

@QueryHandler(GetGroupByDirectoryIdQuery)
export class GetGroupByDirectoryIdHandler implements IQueryHandler<GetGroupByDirectoryIdQuery> {
  constructor(@InjectModel(Service.name) private readonly groups: Model<Service>) {}

  async execute({ directoryId }: GetGroupByDirectoryIdQuery): Promise<DirectoryGroupDetail> {
    const id = String(directoryId);
    // objectguid wins when a value happens to be both, so the answer never depends on the index chosen.
    const found = await this.groups.find({ $or: [{ objectguid: id }, { guid: id }] }, GROUP_DETAIL_FIELDS).limit(2).lean();
    const group = found.find((g) => g.objectguid === id) ?? found[0];
    if (!group) throw new NotFound('Group');
    return toGroupDetail(group);
  }
}
