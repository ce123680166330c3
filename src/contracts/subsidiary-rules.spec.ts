import { checkSubsidiaryForm, chosenCompanies, companyChoices } from './subsidiary-rules';

const fields = (input: Parameters<typeof checkSubsidiaryForm>[0]) => checkSubsidiaryForm(input).map((v) => `${v.field}:${v.code}`);

describe('subsidiary form rules (back-office spec section 5)', () => {
  it('accepts a name and at least one company', () => {
    expect(checkSubsidiaryForm({ name: 'Northwind Europe', companies: ['Northwind France SAS'] })).toEqual([]);
  });

  it('requires every field with the popin’s message', () => {
    expect(checkSubsidiaryForm({ name: ' ', companies: [] })).toEqual([
      { field: 'name', code: 'SUBSIDIARY.REQUIRED', message: 'All fields are required' },
      { field: 'companies', code: 'SUBSIDIARY.REQUIRED', message: 'All fields are required' },
    ]);
  });

  it('limits the name to 60 characters', () => {
    expect(fields({ name: 'x'.repeat(60), companies: ['A'] })).toEqual([]);
    expect(fields({ name: 'x'.repeat(61), companies: ['A'] })).toEqual(['name:SUBSIDIARY.NAME_TOO_LONG']);
  });
});

describe('companies of the popin', () => {
  it('reads names and the popin’s flagged entries, keeping the chosen ones', () => {
    expect(chosenCompanies(['A', ' B ', 'A'])).toEqual(['A', 'B']);
    expect(chosenCompanies([{ name: 'A', used: 2 }, { name: 'B', used: 0 }, { name: 'C', used: 1 }, { name: 'D' }])).toEqual(['A', 'D']);
    expect(chosenCompanies(undefined)).toEqual([]);
    expect(chosenCompanies('A')).toBeNull();
    expect(chosenCompanies([42])).toBeNull();
  });

  it('flags each company: 2 chosen for this subsidiary, 1 taken by another, 0 free', () => {
    expect(companyChoices(['A', 'B', 'C'], new Set(['B']), new Set(['A']))).toEqual([
      { name: 'A', used: 2 },
      { name: 'B', used: 1 },
      { name: 'C', used: 0 },
    ]);
  });
});
