import { orThrow, readFilterObject, readRange, readSort, SimpleRestListQuery } from '../../contracts';
import { InvalidListParameter } from './directory-search.errors';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { DEFAULT_USER_SORT, USER_SORT_COLUMNS, UserListCriteria } from './user-list.criteria';

/** A list call is either one page of the table or a getMany by ids. */
type UserListRequest = { kind: 'page'; criteria: UserListCriteria } | { kind: 'ids'; ids: unknown[] };

/** Reads a react-admin list call; anything malformed is a 400, never a silent default. */
export function userListRequestOf(query: SimpleRestListQuery): UserListRequest {
  const filter = orThrow(readFilterObject(query.filter), InvalidListParameter);
  const { q, id } = filter as { q?: unknown; id?: unknown };
  if (id !== undefined) return { kind: 'ids', ids: [id].flat() };
  if (q !== undefined && typeof q !== 'string') throw new InvalidListParameter('filter.q', 'text');

  const sort = orThrow(readSort(query.sort, USER_SORT_COLUMNS, { key: DEFAULT_USER_SORT, ascending: true }), InvalidListParameter);
  const range = orThrow(readRange(query.range, DIRECTORY_SEARCH.maxPageSize), InvalidListParameter);
  return {
    kind: 'page',
    criteria: { q: q ?? '', column: sort.key, ascending: sort.ascending, ...range },
  };
}
