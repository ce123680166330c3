import { groupReferencesOf, groupsInAskedOrder, malformedGroupReference } from './group-references';

const ID = '65a1b2c3d4e5f60718293a4b';

describe('group references of getServices/id', () => {
  it('accepts ids and guids, refuses empty, overlong or control-character entries', () => {
    expect(malformedGroupReference([ID, 'GRP-FINANCE-PARIS', 'all'])).toBeUndefined();
    expect(malformedGroupReference(['FIN-EU', ' '])).toBe(' ');
    expect(malformedGroupReference(['x'.repeat(201)])).toBe('x'.repeat(201));
    expect(malformedGroupReference(['a\u0000b'])).toBe('a\u0000b');
    expect(malformedGroupReference([42])).toBe('42');
  });

  it('tries an id-shaped value as an id and as a guid, once each, trimmed', () => {
    expect(groupReferencesOf([` ${ID.toUpperCase()} `, 'FIN-EU', 'FIN-EU'])).toEqual({
      asked: [ID.toUpperCase(), 'FIN-EU'],
      objectIds: [ID],
      guids: [ID.toUpperCase(), 'FIN-EU'],
    });
  });

  it('answers in the order asked, each group once, skipping what was not found', () => {
    const finance = { _id: ID, guid: 'FIN-EU', title: 'Finance Europe' };
    const marketing = { _id: 'ffffffffffffffffffffffff', guid: 'MKT-FR', title: 'Marketing France' };
    expect(groupsInAskedOrder(['MKT-FR', 'nobody', ID, 'FIN-EU'], [finance, marketing])).toEqual([marketing, finance]);
  });
});
