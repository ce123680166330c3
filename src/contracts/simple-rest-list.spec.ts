import { orThrow, readRange, readSimpleRestList, readSort, simpleRestContentRange } from './simple-rest-list';

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

  it('reads a sort through the names the UI sends, and echoes what it could not read', () => {
    const aliases = { name: 'name', title: 'name', updated: 'updated_time' } as const;
    const fallback = { key: 'name' as const, ascending: true };
    expect(readSort('["title","DESC"]', aliases, fallback)).toEqual({ ok: true, value: { key: 'name', ascending: false } });
    expect(readSort(undefined, aliases, fallback)).toEqual({ ok: true, value: fallback });
    expect(readSort('["toString","ASC"]', aliases, fallback)).toMatchObject({ ok: false, parameter: 'sort', got: ['toString', 'ASC'] });
    expect(readSort('["name","UP"]', aliases, fallback)).toMatchObject({ ok: false, expected: '["<name|title|updated>","ASC|DESC"]' });
  });

  it('reads a range as offset and limit, cut only when a maximum is given', () => {
    expect(readRange('[100,299]', 50)).toEqual({ ok: true, value: { offset: 100, limit: 200 } });
    expect(readRange('[100,299]', 50, 100)).toEqual({ ok: true, value: { offset: 100, limit: 100 } });
    expect(readRange(undefined, 50)).toEqual({ ok: true, value: { offset: 0, limit: 50 } });
    expect(readRange('[-1,3]', 50)).toMatchObject({ ok: false, parameter: 'range', got: [-1, 3] });
  });

  it("throws the module's own error for a failed read", () => {
    class Invalid extends Error {
      constructor(parameter: string, expected: string, got?: unknown) {
        super(`${parameter}: ${expected} (got ${JSON.stringify(got)})`);
      }
    }
    expect(() => orThrow(readRange('[5,1]', 50), Invalid)).toThrow('range: [first, last] with 0 ≤ first ≤ last (got [5,1])');
    expect(orThrow(readRange('[5,9]', 50), Invalid)).toEqual({ offset: 5, limit: 5 });
  });

  it('writes Content-Range', () => {
    expect(simpleRestContentRange('categories', 0, 12, 12)).toBe('categories 0-11/12');
    expect(simpleRestContentRange('categories', 0, 0, 0)).toBe('categories */0');
  });
});
