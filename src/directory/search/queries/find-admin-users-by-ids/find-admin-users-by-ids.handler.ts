import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { inRequestedOrder, objectIdsOf } from '../../object-ids';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../../user-admin.view';
import { FindAdminUsersByIdsQuery } from './find-admin-users-by-ids.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(FindAdminUsersByIdsQuery)
export class FindAdminUsersByIdsHandler implements IQueryHandler<FindAdminUsersByIdsQuery> {
  constructor(private readonly store: DirectoryStore) {}

  async execute(query: FindAdminUsersByIdsQuery): Promise<UserAdminView[]> {
    const ids = objectIdsOf(query.ids);
    if (ids.length === 0) return [];
    const found = await this.store.users.find({ _id: { $in: ids } }, USER_ADMIN_FIELDS).lean();
    return inRequestedOrder(ids, found.map(toUserAdminView));
  }
}
