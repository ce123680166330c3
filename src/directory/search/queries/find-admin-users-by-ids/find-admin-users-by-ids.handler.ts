import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../../../user.schema';
import { inRequestedOrder, objectIdsOf } from '../../object-ids';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../../user-admin.view';
import { FindAdminUsersByIdsQuery } from './find-admin-users-by-ids.query';

@QueryHandler(FindAdminUsersByIdsQuery)
export class FindAdminUsersByIdsHandler implements IQueryHandler<FindAdminUsersByIdsQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute(query: FindAdminUsersByIdsQuery): Promise<UserAdminView[]> {
    const ids = objectIdsOf(query.ids);
    if (ids.length === 0) return [];
    const found = await this.users.find({ _id: { $in: ids } }, USER_ADMIN_FIELDS).lean();
    return inRequestedOrder(ids, found.map(toUserAdminView));
  }
}
