import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchText } from '../../contracts/requests';
import type { FastGet } from '../../platform/http/fast-routes';
import { SearchGroupsQuery } from './queries/search-groups/search-groups.query';
import { SearchUsersQuery } from './queries/search-users/search-users.query';

/** The pickers' word searches under /api, as `DirectorySearchController` declares them and `FastRoutes` matches them. */
export const USERS_SEARCH_ROUTE = 'getUsers/word/:text';
export const GROUPS_SEARCH_ROUTE = 'getServices/word/:text';

/**
 * The word searches answered before Express (`FastRoutes.get`): a picker sends one per keystroke, so the
 * router, guards and pipes were most of their cost. The same schema and queries as the controller's
 * routes; what the schema refuses, and any error of a query, is left to those routes.
 */
@Injectable()
export class DirectorySearchFastReads {
  constructor(private readonly queries: QueryBus) {}

  readonly users: FastGet = async ({ text }) => {
    const parsed = searchText.safeParse(text);
    return parsed.success ? this.queries.execute(new SearchUsersQuery(parsed.data)).catch(() => undefined) : undefined;
  };

  readonly groups: FastGet = async ({ text }) => {
    const parsed = searchText.safeParse(text);
    return parsed.success ? this.queries.execute(new SearchGroupsQuery(parsed.data)).catch(() => undefined) : undefined;
  };
}
