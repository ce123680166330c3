import { nameClashes } from './category-names';

const stored = [
  { id: 'a', name: { en: 'Finance', fr: 'Finance' } },
  { id: 'b', name: { en: 'HR', fr: 'RH' } },
];

describe('category names are unique per language', () => {
  it('refuses a name another category has, ignoring case and blanks', () => {
    expect(nameClashes([{ id: 'new', field: '', name: { en: ' finance ' } }], stored).map((v) => `${v.field}:${v.code}`)).toEqual(['name.en:CATEGORY.NAME_TAKEN']);
  });

  it('lets a category keep its own name, and take the name another one gives up in the same import', () => {
    expect(nameClashes([{ id: 'a', field: '', name: { en: 'Finance' } }], stored)).toEqual([]);
    expect(nameClashes([{ id: 'b', field: '0.', name: { en: 'People' } }, { id: 'c', field: '1.', name: { en: 'HR' } }], stored)).toEqual([]);
  });

  it('finds two entries of one file with the same name', () => {
    const clashes = nameClashes([{ id: 'x', field: '0.', name: { fr: 'Voyages' } }, { id: 'y', field: '1.', name: { fr: 'VOYAGES' } }], stored);
    expect(clashes.map((v) => v.field)).toEqual(['1.name.fr']);
  });
});
