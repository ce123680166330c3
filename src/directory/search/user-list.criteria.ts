import { DIRECTORY_SEARCH } from './directory-search.limits';

/** Columns the users table may sort on: each has an index that returns rows already in that order. */
export const USER_SORT_COLUMNS = ['lastname', 'firstname', 'id_portal', 'updated_time', 'last_login_time', 'id'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const DEFAULT_USER_SORT: UserSortColumn = 'lastname';

export function isUserSortColumn(value: unknown): value is UserSortColumn {
  return typeof value === 'string' && (USER_SORT_COLUMNS as readonly string[]).includes(value);
}

/** One page of the users table, whichever surface asked (spec paginate call or react-admin list). */
export interface UserListCriteria {
  /** Free text; filters by name prefix like the pickers' search. */
  q: string;
  column: UserSortColumn;
  ascending: boolean;
  /** Rows skipped, from 0. */
  offset: number;
  /** Rows asked; the handler caps it at the table page size. */
  limit: number;
}

/**
 * The sort of one column plus tie-breakers, so pages never repeat or skip rows with equal values.
 * Each shape matches an index declared in user.schema.ts (read forwards or backwards).
 */
export function userSortOf(column: UserSortColumn, ascending: boolean): Record<string, 1 | -1> {
  const dir = ascending ? 1 : -1;
  switch (column) {
    case 'lastname':
      return { lastname: dir, firstname: dir, _id: dir };
    case 'firstname':
      return { firstname: dir, lastname: dir, _id: dir };
    case 'id_portal':
      return { id_portal: dir };
    case 'id':
      return { _id: dir };
    default:
      return { [column]: dir, _id: dir };
  }
}

export function cappedPageSize(limit: number): number {
  return Math.max(1, Math.min(Math.floor(limit), DIRECTORY_SEARCH.maxPageSize));
}
