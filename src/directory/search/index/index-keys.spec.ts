import { DIRECTORY_SEARCH } from '../directory-search.limits';
import { compareBytes, groupSortKey, idOfMember, nameMember, personSortKey, PREFIX_SETS, sortKeyOfMember } from './index-keys';

const ID_A = '65f000000000000000000001';
const ID_B = '65f000000000000000000002';

describe('directory index keys', () => {
  it('puts the part first, then the picker order (last name, first name, id)', () => {
    const member = nameMember('dubois', personSortKey({ lastname: 'Dubois', firstname: 'Marie' }, ID_A));
    expect(member).toBe(`dubois\u0000Dubois\u0000Marie\u0000${ID_A}`);
    expect(idOfMember(member)).toBe(ID_A);
    expect(sortKeyOfMember(member)).toBe(`Dubois\u0000Marie\u0000${ID_A}`);
    expect(groupSortKey({ title: 'Finance Genève 42' }, ID_B)).toBe(`Finance Genève 42\u0000${ID_B}`);
  });

  it('orders sort keys like MongoDB orders (lastname, firstname, _id)', () => {
    const keys = [
      personSortKey({ lastname: 'Ab C', firstname: 'A' }, ID_A),
      personSortKey({ lastname: 'Ab', firstname: 'Z' }, ID_B),
      personSortKey({ lastname: 'Ab', firstname: 'Z' }, ID_A),
      personSortKey({ lastname: 'Émile', firstname: 'A' }, ID_A),
      personSortKey({ lastname: 'Zed', firstname: 'A' }, ID_A),
    ];
    // A shorter last name first; equal names by id; bytewise, so "É" (C3 89) after "Z".
    expect([...keys].sort(compareBytes).map((key) => key.split('\u0000').join('|'))).toEqual([
      `Ab|Z|${ID_A}`,
      `Ab|Z|${ID_B}`,
      `Ab C|A|${ID_A}`,
      `Zed|A|${ID_A}`,
      `Émile|A|${ID_A}`,
    ]);
  });

  it('compares by UTF-8 bytes, not by UTF-16 units', () => {
    // U+FF21 (EF BC A1) is before U+1F600 (F0 9F 98 80) in bytes, after it in UTF-16 units.
    expect(compareBytes('\uFF21', '😀')).toBeLessThan(0);
    expect('\uFF21' < '😀').toBe(false);
  });

  it('keeps prefix sets for the one-word searches the pickers make: from their fewest letters, as many as they show', () => {
    expect(PREFIX_SETS.minChars).toBeLessThanOrEqual(DIRECTORY_SEARCH.minLetters);
    expect(PREFIX_SETS.maxChars).toBeGreaterThanOrEqual(PREFIX_SETS.minChars);
    expect(PREFIX_SETS.size).toBeGreaterThanOrEqual(DIRECTORY_SEARCH.maxResults);
  });
});
