import { InvalidToolListParameter } from './admin-tools.errors';
import { adminToolExportRequestOf, adminToolListRequestOf } from './admin-tool-list.params';

const json = (value: unknown) => JSON.stringify(value);
const ID_A = '64b0000000000000000000aa';
const ID_B = '64B0000000000000000000BB';

describe('reading a react-admin list call on /api/admin/tools', () => {
  it('defaults to the first page of 50, by name A to Z, without filters', () => {
    expect(adminToolListRequestOf({})).toEqual({
      kind: 'page',
      criteria: {
        filters: { q: '', managers: [], viewers: [], categories: [], subsidiaries: [], ids: [] },
        sort: { key: 'name', ascending: true },
        offset: 0,
        limit: 50,
      },
    });
  });

  it.each([
    ['new', 'new'],
    ['is_new', 'new'],
    ['name', 'name'],
    ['title', 'name'],
    ['updated_time', 'updated_time'],
    ['created_time', 'created_time'],
  ])('sorts on %s as %s, either way', (field, key) => {
    const asc = adminToolListRequestOf({ sort: json([field, 'ASC']) });
    const desc = adminToolListRequestOf({ sort: json([field, 'DESC']) });
    expect(asc.kind === 'page' && asc.criteria.sort).toEqual({ key, ascending: true });
    expect(desc.kind === 'page' && desc.criteria.sort).toEqual({ key, ascending: false });
  });

  it('reads the range as offset and limit, capped at 100 rows', () => {
    const page = adminToolListRequestOf({ range: json([50, 99]) });
    expect(page.kind === 'page' && [page.criteria.offset, page.criteria.limit]).toEqual([50, 50]);
    const huge = adminToolListRequestOf({ range: json([0, 100000]) });
    expect(huge.kind === 'page' && huge.criteria.limit).toBe(100);
  });

  it('reads every filter, one value or a list, ids lower-cased and once each', () => {
    const request = adminToolListRequestOf({
      filter: json({ q: '  Congés ', managers: [ID_A, ID_B, ID_A], users: 'GRP-FINANCE', viewers: [ID_B], category: ID_A, subsidiary: ID_B }),
    });
    expect(request.kind === 'page' && request.criteria.filters).toEqual({
      q: 'Congés',
      managers: [ID_A, ID_B.toLowerCase()],
      viewers: [ID_B.toLowerCase(), 'GRP-FINANCE'],
      categories: [ID_A],
      subsidiaries: [ID_B.toLowerCase()],
      ids: [],
    });
  });

  it('treats null, "" and [] as no filter (react-admin sends them for cleared inputs)', () => {
    const request = adminToolListRequestOf({ filter: json({ q: null, managers: [], category: '', subsidiary: null }) });
    expect(request.kind === 'page' && request.criteria.filters.managers).toEqual([]);
  });

  it('cuts the text at 100 characters, by code points', () => {
    const request = adminToolListRequestOf({ filter: json({ q: '王'.repeat(500) }) });
    expect(request.kind === 'page' && Array.from(request.criteria.filters.q)).toHaveLength(100);
  });

  it('turns filter.id into a getMany', () => {
    expect(adminToolListRequestOf({ filter: json({ id: [ID_A, ID_B] }) })).toEqual({ kind: 'ids', ids: [ID_A, ID_B.toLowerCase()] });
    expect(adminToolListRequestOf({ filter: json({ id: ID_A }) })).toEqual({ kind: 'ids', ids: [ID_A] });
  });

  it.each([
    ['filter', { filter: '{not json' }],
    ['filter', { filter: json([1]) }],
    ['filter.q', { filter: json({ q: 12 }) }],
    ['filter.managers', { filter: json({ managers: ['nope'] }) }],
    ['filter.managers', { filter: json({ managers: [{ $ne: null }] }) }],
    ['filter.category', { filter: json({ category: 'abc' }) }],
    ['filter.subsidiary', { filter: json({ subsidiary: 42 }) }],
    ['filter.viewers', { filter: json({ viewers: [''] }) }],
    ['filter.viewers', { filter: json({ users: ['x'.repeat(201)] }) }],
    ['filter.viewers', { filter: json({ users: [{ $gt: '' }] }) }],
    ['filter.id', { filter: json({ id: ['123'] }) }],
    ['filter.managers', { filter: json({ managers: Array.from({ length: 201 }, (_, n) => n.toString(16).padStart(24, '0')) }) }],
    ['sort', { sort: json(['password', 'ASC']) }],
    ['sort', { sort: json(['name', 'UP']) }],
    ['sort', { sort: 'name' }],
    ['range', { range: json([10, 5]) }],
    ['range', { range: json([-1, 5]) }],
    ['range', { range: json(['0', '9']) }],
  ])('refuses a malformed %s with a 400 naming it', (parameter, query) => {
    let error: unknown;
    try {
      adminToolListRequestOf(query);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidToolListParameter);
    expect((error as InvalidToolListParameter).status).toBe(400);
    expect((error as InvalidToolListParameter).message.startsWith(`${parameter}:`)).toBe(true);
  });
});

describe('reading the export call', () => {
  it('takes the list filters and sort, no paging, and filter.id as the checked rows', () => {
    expect(adminToolExportRequestOf({ filter: json({ q: 'mail', id: [ID_A] }), sort: json(['created_time', 'DESC']), range: json([0, 9]) })).toEqual({
      filters: { q: 'mail', managers: [], viewers: [], categories: [], subsidiaries: [], ids: [ID_A] },
      sort: { key: 'created_time', ascending: false },
    });
  });
});
