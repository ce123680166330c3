import { readSimpleRestList, simpleRestContentRange } from './simple-rest-list';

const defaults = { sort: 'name' as const, pageSize: 50, maxRange: 100 };
const read = (query: Record<string, string>) => readSimpleRestList(query, ['name', 'created_time'] as const, defaults);

describe('simple-rest list parameters of the reference resources', () => {
  it('defaults to the first page by name', () => {
    expect(read({})).toEqual({ ok: true, list: { sort: { key: 'name', ascending: true }, offset: 0, limit: 50, q: '', ids: null } });
  });

  it('reads sort, range, q and a getMany', () => {
    const result = read({ sort: '["created_time","DESC"]', range: '[50,99]', filter: JSON.stringify({ q: ' fin ', id: ['64B000000000000000000001'] }) });
    expect(result).toEqual({
      ok: true,
      list: { sort: { key: 'created_time', ascending: false }, offset: 50, limit: 50, q: 'fin', ids: ['64b000000000000000000001'] },
    });
  });

  it('cuts a range to the maximum', () => {
    expect(read({ range: '[0,999]' })).toMatchObject({ ok: true, list: { limit: 100 } });
  });

  it('names the parameter it cannot read', () => {
    expect(read({ sort: '["secret","ASC"]' })).toMatchObject({ ok: false, parameter: 'sort' });
    expect(read({ range: '[5,1]' })).toMatchObject({ ok: false, parameter: 'range' });
    expect(read({ filter: '{bad' })).toMatchObject({ ok: false, parameter: 'filter', expected: 'valid JSON' });
    expect(read({ filter: '{"id":"nope"}' })).toMatchObject({ ok: false, parameter: 'filter.id' });
    expect(read({ filter: '{"q":3}' })).toMatchObject({ ok: false, parameter: 'filter.q' });
  });

  it('writes Content-Range', () => {
    expect(simpleRestContentRange('categories', 0, 12, 12)).toBe('categories 0-11/12');
    expect(simpleRestContentRange('categories', 0, 0, 0)).toBe('categories */0');
  });
});
