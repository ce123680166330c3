import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/http/domain.error';
import { DirectoryGroupDetail, GROUP_DETAIL_FIELDS, toGroupDetail } from '../../directory-entries';
import { GetGroupByDirectoryIdQuery } from './get-group-by-directory-id.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(GetGroupByDirectoryIdQuery)
export class GetGroupByDirectoryIdHandler implements IQueryHandler<GetGroupByDirectoryIdQuery> {
  constructor(private readonly store: DirectoryStore) {}

  async execute({ directoryId }: GetGroupByDirectoryIdQuery): Promise<DirectoryGroupDetail> {
    const id = String(directoryId);
    // objectguid wins when a value happens to be both, so the answer never depends on the index chosen.
    const found = await this.store.groups.find({ $or: [{ objectguid: id }, { guid: id }] }, GROUP_DETAIL_FIELDS).limit(2).lean();
    const group = found.find((g) => g.objectguid === id) ?? found[0];
    if (!group) throw new NotFound('Group');
    return toGroupDetail(group);
  }
}
