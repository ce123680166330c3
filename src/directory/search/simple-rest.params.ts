import { InvalidListParameter } from './directory-search.errors';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { DEFAULT_USER_SORT, isUserSortColumn, UserListCriteria } from './user-list.criteria';

/** Query parameters of ra-data-simple-rest: JSON strings `sort=["lastname","ASC"]`, `range=[0,49]`, `filter={...}`. */
export interface SimpleRestQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

/** A list call is either one page of the table or a getMany by ids. */
export type UserListRequest = { kind: 'page'; criteria: UserListCriteria } | { kind: 'ids'; ids: unknown[] };

/** Reads a react-admin list call; anything malformed is a 400, never a silent default. */
export function userListRequestOf(query: SimpleRestQuery): UserListRequest {
  const filter = jsonParameter('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new InvalidListParameter('filter', 'a JSON object');
  const { q, id } = filter as { q?: unknown; id?: unknown };
  if (id !== undefined) return { kind: 'ids', ids: [id].flat() };
  if (q !== undefined && typeof q !== 'string') throw new InvalidListParameter('filter.q', 'text');

  const sort = jsonParameter('sort', query.sort, [DEFAULT_USER_SORT, 'ASC']);
  if (!Array.isArray(sort) || sort.length !== 2 || !isUserSortColumn(sort[0]) || !['ASC', 'DESC'].includes(sort[1])) {
    throw new InvalidListParameter('sort', '["<lastname|firstname|id_portal|updated_time|last_login_time|id>","ASC|DESC"]');
  }
  const range = jsonParameter('range', query.range, [0, DIRECTORY_SEARCH.maxPageSize - 1]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new InvalidListParameter('range', '[first, last] with 0 ≤ first ≤ last');
  }
  return {
    kind: 'page',
    criteria: { q: q ?? '', column: sort[0], ascending: sort[1] === 'ASC', offset: range[0], limit: range[1] - range[0] + 1 },
  };
}

// `users 0-49/1234`; an empty page has no rows to name, so it answers `users */0` (the unsatisfied-range form).
export function contentRangeOf(resource: string, offset: number, returned: number, total: number): string {
  return returned > 0 ? `${resource} ${offset}-${offset + returned - 1}/${total}` : `${resource} */${total}`;
}

function jsonParameter(name: string, raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new InvalidListParameter(name, 'one JSON value');
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidListParameter(name, 'valid JSON');
  }
}
