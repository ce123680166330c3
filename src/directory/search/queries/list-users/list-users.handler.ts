import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../../../user.schema';
import { nameFilterOf } from '../../name-filter';
import { nameWordsOf } from '../../search-text';
import { toUserAdminView, USER_ADMIN_FIELDS } from '../../user-admin.view';
import { cappedPageSize, userSortOf } from '../../user-list.criteria';
import { ListUsersQuery, UserPage } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute({ criteria }: ListUsersQuery): Promise<UserPage> {
    const filter = nameFilterOf(nameWordsOf(criteria.q));
    const unfiltered = Object.keys(filter).length === 0;
    const [rows, count] = await Promise.all([
      this.users
        .find(filter, USER_ADMIN_FIELDS)
        .sort(userSortOf(criteria.column, criteria.ascending))
        .skip(Math.max(0, criteria.offset))
        .limit(cappedPageSize(criteria.limit))
        .lean(),
      // Without a filter the collection's own count is exact enough and does not read 100,000 keys.
      unfiltered ? this.users.estimatedDocumentCount() : this.users.countDocuments(filter),
    ]);
    return { data: rows.map(toUserAdminView), count };
  }
}
