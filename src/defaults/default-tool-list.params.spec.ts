import { defaultToolListCriteriaOf } from './default-tool-list.params';

const q = (value: unknown) => JSON.stringify(value);
const EUROPE = '64b0000000000000000000e1';

describe('reading a default tools list call', () => {
  it('defaults to the list order, 100 rows at most', () => {
    expect(defaultToolListCriteriaOf({})).toEqual({ descending: false, offset: 0, limit: 100 });
    expect(defaultToolListCriteriaOf({ range: q([0, 499]) }).limit).toBe(100);
  });

  it('reads the filters', () => {
    expect(defaultToolListCriteriaOf({ filter: q({ q: 'crm', language: 'fr', subsidiary: EUROPE, id: EUROPE }), sort: q(['position', 'DESC']) })).toEqual({
      q: 'crm',
      language: 'fr',
      subsidiaryId: EUROPE,
      ids: [EUROPE],
      descending: true,
      offset: 0,
      limit: 100,
    });
    expect(defaultToolListCriteriaOf({ filter: q({ subsidiary: null }) }).subsidiaryId).toBeNull();
  });

  it.each([
    [{ sort: q(['title', 'ASC']) }, 'sort'],
    [{ range: q([1]) }, 'range'],
    [{ filter: q([]) }, 'filter'],
    [{ filter: q({ language: 'de' }) }, 'filter.language'],
    [{ filter: q({ subsidiary: 'x' }) }, 'filter.subsidiary'],
  ])('refuses %j naming %s', (query, parameter) => {
    expect(() => defaultToolListCriteriaOf(query)).toThrow(expect.objectContaining({ fieldErrors: { [parameter]: expect.any(String) } }));
  });
});
