import { InvalidListParameter } from './directory-search.errors';
import { userListRequestOf } from './simple-rest.params';
import { toSimpleRestRecord } from './simple-rest.record';

describe('react-admin list parameters (ra-data-simple-rest)', () => {
  it('reads sort, range and the q filter', () => {
    const request = userListRequestOf({ sort: '["firstname","DESC"]', range: '[50,99]', filter: '{"q":"mar"}' });
    expect(request).toEqual({
      kind: 'page',
      criteria: { q: 'mar', column: 'firstname', ascending: false, offset: 50, limit: 50 },
    });
  });

  it('defaults to the first page by last name', () => {
    expect(userListRequestOf({})).toEqual({ kind: 'page', criteria: { q: '', column: 'lastname', ascending: true, offset: 0, limit: 50 } });
  });

  it('turns filter={"id":[...]} into a getMany', () => {
    expect(userListRequestOf({ filter: '{"id":["a","b"]}' })).toEqual({ kind: 'ids', ids: ['a', 'b'] });
    expect(userListRequestOf({ filter: '{"id":"a"}' })).toEqual({ kind: 'ids', ids: ['a'] });
  });

  it.each([
    ['sort is not JSON', { sort: '[lastname' }],
    ['sort on an unknown column', { sort: '["search_names","ASC"]' }],
    ['sort with an unknown order', { sort: '["lastname","UP"]' }],
    ['range is not JSON', { range: '0-49' }],
    ['range backwards', { range: '[10,5]' }],
    ['range negative', { range: '[-1,5]' }],
    ['range of fractions', { range: '[0.5,5]' }],
    ['filter is not JSON', { filter: '{q:mar}' }],
    ['filter is a list', { filter: '["mar"]' }],
    ['q is not text', { filter: '{"q":{"$gt":""}}' }],
    ['a repeated parameter', { sort: ['["lastname","ASC"]', '["firstname","ASC"]'] }],
  ])('refuses %s with a 400', (_case, query) => {
    expect(() => userListRequestOf(query)).toThrow(InvalidListParameter);
  });
});

describe('simple-rest records', () => {
  it('carry id in place of _id', () => {
    expect(toSimpleRestRecord({ _id: 'x', fullname: 'Marc Dubois' })).toEqual({ id: 'x', fullname: 'Marc Dubois' });
  });
});
