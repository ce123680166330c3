import { InvalidListParameter } from './directory-search.errors';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { userSortOf } from './user-list.criteria';
import { paginateCriteriaOf } from './users-paginate.params';

describe('getUsers/paginate parameters', () => {
  it('reads page 1 as the first rows', () => {
    expect(paginateCriteriaOf({ pageSize: '50', asc: 'true', page: '1', byColumn: 'true', sortBy: 'lastname', q: 'mar' })).toEqual({
      q: 'mar',
      column: 'lastname',
      ascending: true,
      offset: 0,
      limit: 50,
    });
  });

  it('skips whole pages after the first', () => {
    const criteria = paginateCriteriaOf({ pageSize: '20', asc: 'false', page: '3', sortBy: 'updated_time' });
    expect(criteria).toMatchObject({ offset: 40, limit: 20, ascending: false, column: 'updated_time' });
  });

  it('serves at most a table page (50 rows) whatever is asked', () => {
    const criteria = paginateCriteriaOf({ pageSize: '1000', asc: 'true', page: '2' });
    expect(criteria).toMatchObject({ limit: DIRECTORY_SEARCH.maxPageSize, offset: DIRECTORY_SEARCH.maxPageSize });
  });

  it('takes the column from byColumn when sortBy is missing, and defaults to last name', () => {
    expect(paginateCriteriaOf({ pageSize: '50', asc: 'true', page: '1', byColumn: 'firstname' }).column).toBe('firstname');
    expect(paginateCriteriaOf({ pageSize: '50', asc: 'true', page: '1', byColumn: 'false', sortBy: 'null' }).column).toBe('lastname');
  });

  it.each([
    [{ pageSize: '0', asc: 'true', page: '1' }],
    [{ pageSize: 'ten', asc: 'true', page: '1' }],
    [{ pageSize: '50', asc: 'maybe', page: '1' }],
    [{ pageSize: '50', asc: 'true', page: '0' }],
    [{ pageSize: '50', asc: 'true', page: '-1' }],
    [{ pageSize: '50', asc: 'true', page: '1', sortBy: 'search_names' }],
    [{ pageSize: '50', asc: 'true', page: '1', sortBy: 'password' }],
  ])('refuses %j with a 400', (params) => {
    expect(() => paginateCriteriaOf(params)).toThrow(InvalidListParameter);
  });
});

describe('users table sort', () => {
  it('adds tie-breakers so pages neither repeat nor skip rows', () => {
    expect(userSortOf('lastname', true)).toEqual({ lastname: 1, firstname: 1, _id: 1 });
    expect(userSortOf('last_login_time', false)).toEqual({ last_login_time: -1, _id: -1 });
    expect(userSortOf('id_portal', true)).toEqual({ id_portal: 1 });
    expect(userSortOf('id', false)).toEqual({ _id: -1 });
  });
});
