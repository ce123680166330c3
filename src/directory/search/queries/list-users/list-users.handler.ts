import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectoryIndex } from '../../index/directory-index';
import { nameFilterOf } from '../../name-filter';
import { nameWordsOf } from '../../search-text';
import { toUserAdminView, USER_ADMIN_FIELDS } from '../../user-admin.view';
import { cappedPageSize, userSortOf } from '../../user-list.criteria';
import { ListUsersQuery, UserPage } from './list-users.query';
import { DirectoryStore } from '../../../directory-models';
import { collectionSize } from '../../../../platform/database/collection-size';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute({ criteria }: ListUsersQuery): Promise<UserPage> {
    const words = nameWordsOf(criteria.q);
    // The Redis index answers any page, order and search without the database (which scans 100,000
    // people on FerretDB); until it is built, the database does.
    const offset = Math.max(0, criteria.offset);
    const indexed = await this.index.tablePage(words, criteria.column, criteria.ascending, offset, cappedPageSize(criteria.limit)).catch(() => null);
    if (indexed) return indexed.more ? { data: indexed.rows, count: indexed.total, more: true } : { data: indexed.rows, count: indexed.total };
    const filter = nameFilterOf(words);
    const unfiltered = Object.keys(filter).length === 0;
    const [rows, count] = await Promise.all([
      this.store.users
        .find(filter, USER_ADMIN_FIELDS)
        .sort(userSortOf(criteria.column, criteria.ascending))
        .skip(offset)
        .limit(cappedPageSize(criteria.limit))
        .lean(),
      // Without a filter the collection's statistics are exact enough (FerretDB decodes every person for a `count`).
      unfiltered ? collectionSize(this.store.users) : this.store.users.countDocuments(filter),
    ]);
    return { data: rows.map(toUserAdminView), count };
  }
}
