import { InvalidListParameter } from './directory-search.errors';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { DEFAULT_USER_SORT, isUserSortColumn, UserListCriteria } from './user-list.criteria';

/** The path segments of `getUsers/paginate/{pageSize}/{asc}/{page}/{byColumn}/{sortBy}/` plus `?q=`. */
export interface PaginateParams {
  pageSize: string;
  asc: string;
  page: string;
  byColumn?: string;
  sortBy?: string;
  q?: unknown;
}

/** Segment values the old front sends when it has nothing to say. */
const NOTHING = new Set(['', 'true', 'false', 'null', 'undefined']);

/**
 * Reads the spec's paginate call. `page` starts at 1. The sort column comes from `sortBy`, or from
 * `byColumn` when that holds a column name (the spec does not say which of the two carries it);
 * `byColumn` may also be a plain true/false flag. pageSize above 50 is served as 50.
 */
export function paginateCriteriaOf(params: PaginateParams): UserListCriteria {
  const pageSize = positiveInteger('pageSize', params.pageSize);
  const page = positiveInteger('page', params.page);
  if (!['true', 'false', '1', '0'].includes(params.asc)) throw new InvalidListParameter('asc', 'true or false');
  const size = Math.min(pageSize, DIRECTORY_SEARCH.maxPageSize);
  return {
    q: typeof params.q === 'string' ? params.q : '',
    column: sortColumnOf(params.sortBy, params.byColumn),
    ascending: params.asc === 'true' || params.asc === '1',
    offset: (page - 1) * size,
    limit: size,
  };
}

function sortColumnOf(sortBy?: string, byColumn?: string) {
  for (const candidate of [sortBy, byColumn]) {
    if (candidate === undefined || NOTHING.has(candidate)) continue;
    if (!isUserSortColumn(candidate)) {
      throw new InvalidListParameter('sortBy', 'one of lastname, firstname, id_portal, updated_time, last_login_time');
    }
    return candidate;
  }
  return DEFAULT_USER_SORT;
}

function positiveInteger(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value ?? '') || Number(value) < 1) throw new InvalidListParameter(name, 'a whole number from 1');
  return Number(value);
}
