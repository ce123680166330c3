import { checkToolForm, chosenLanguages, defaultAbbreviation, isHttpUrl, ToolFormInput } from './tool-rules';

const valid: ToolFormInput = {
  title: { en: 'Expenses', fr: 'Notes de frais' },
  description: { en: 'Claim your expenses', fr: 'Déclarez vos frais' },
  url: { en: 'https://expenses.example/en', fr: 'https://expenses.example/fr' },
  categories: ['c-finance'],
  managers: ['u-marc'],
  visibility: 0,
  users: ['all'],
};
const fields = (input: ToolFormInput) => checkToolForm(input).map((v) => `${v.field}:${v.code}`);

describe('tool form rules (back-office spec section 5)', () => {
  it('accepts a complete tool', () => {
    expect(checkToolForm(valid)).toEqual([]);
  });

  it('requires at least one category with the spec’s message', () => {
    for (const categories of [[], undefined]) {
      expect(checkToolForm({ ...valid, categories })).toEqual([
        { field: 'categories', code: 'TOOL.CATEGORIES_REQUIRED', message: 'Le champ est obligatoire.' },
      ]);
    }
  });

  it('needs english or french', () => {
    const input = { ...valid, title: { ja: 'ツール' }, description: { ja: '説明' }, url: { ja: 'https://x.example' } };
    expect(fields(input)).toEqual(['languages:TOOL.LANGUAGE_NEEDED']);
    expect(checkToolForm(input)[0].message).toBe('Please select at least english or french');
  });

  it('requires every text of a chosen language with the spec’s message', () => {
    const violations = checkToolForm({ ...valid, description: { en: 'Claim your expenses' } });
    expect(violations).toEqual([{ field: 'description.fr', code: 'TOOL.REQUIRED', message: 'Le champ est obligatoire.' }]);
  });

  it('limits title to 60, description to 400, url to 2000 characters', () => {
    expect(fields({ ...valid, title: { ...valid.title, en: 'x'.repeat(61) } })).toEqual(['title.en:TOOL.TOO_LONG']);
    expect(fields({ ...valid, title: { ...valid.title, en: 'x'.repeat(60) } })).toEqual([]);
    expect(fields({ ...valid, description: { ...valid.description, fr: 'x'.repeat(401) } })).toEqual(['description.fr:TOOL.TOO_LONG']);
    expect(fields({ ...valid, url: { ...valid.url, en: `https://a.example/${'x'.repeat(2000)}` } })).toEqual(['url.en:TOOL.TOO_LONG']);
  });

  it('accepts only http and https urls', () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example', 'expenses.example', 'https://', 'data:text/html,x']) {
      expect(fields({ ...valid, url: { ...valid.url, en: url } })).toEqual(['url.en:url_must_begin']);
    }
  });

  it('limits the abbreviation to 3 characters', () => {
    expect(fields({ ...valid, logo: { abrev: 'ABCD' } })).toEqual(['logo.abrev:TOOL.TOO_LONG']);
  });

  it('requires managers, and viewers when private', () => {
    expect(fields({ ...valid, managers: [] })).toEqual(['managers:TOOL.MANAGERS_REQUIRED']);
    expect(fields({ ...valid, visibility: -1, users: [] })).toEqual(['users:TOOL.VIEWERS_REQUIRED']);
    expect(fields({ ...valid, visibility: -1, users: ['all'] })).toEqual(['users:TOOL.VIEWERS_REQUIRED']);
    expect(fields({ ...valid, visibility: -1, users: ['GRP-FINANCE'] })).toEqual([]);
  });

  it('counts a language as chosen when any of its texts has content', () => {
    expect(chosenLanguages({ title: { zh: '工具' }, url: { en: ' ' } })).toEqual(['zh']);
  });

  it('derives the abbreviation from the title, else S', () => {
    expect(defaultAbbreviation('Expenses')).toBe('EXP');
    expect(defaultAbbreviation('✈ Go')).toBe('GO');
    expect(defaultAbbreviation('')).toBe('S');
  });

  it('recognises http and https addresses only', () => {
    expect(isHttpUrl('HTTPS://Intranet.example/path?q=1')).toBe(true);
    expect(isHttpUrl('http:/broken')).toBe(false);
  });
});
