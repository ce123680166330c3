import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchText } from '../../contracts/requests';
import { type FastGet, JsonBytes } from '../../platform/http/fast-routes';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { DirectoryIndex } from './index/directory-index';
import { directorySearchWordsOf } from './search-text';
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
  constructor(
    private readonly queries: QueryBus,
    private readonly index: DirectoryIndex,
  ) {}

  readonly users: FastGet = ({ text }) => this.answer(text, (words) => this.index.searchUsersJson(words, DIRECTORY_SEARCH.maxResults), (valid) => new SearchUsersQuery(valid));

  readonly groups: FastGet = ({ text }) => this.answer(text, (words) => this.index.searchGroupsJson(words, DIRECTORY_SEARCH.maxResults), (valid) => new SearchGroupsQuery(valid));

  /**
   * The index's answer as it wrote it (no parsing, no serialising); when it cannot answer, the query's
   * (its handler asks the database). The same words, limit and empty answer (the index's, for no word) as the query's handler.
   */
  private async answer(text: string, indexed: (words: string[]) => Promise<Buffer | null>, query: (valid: string) => object): Promise<unknown> {
    const parsed = searchText.safeParse(text);
    if (!parsed.success) return undefined;
    const words = directorySearchWordsOf(parsed.data);
    const json = await indexed(words).catch(() => null);
    return json !== null ? new JsonBytes(json) : this.queries.execute(query(parsed.data)).catch(() => undefined);
  }
}
