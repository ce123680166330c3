import { createToolBody, editToolBody, toolFormViolations } from './tool-form';

const CATEGORY = 'c0ffee00c0ffee00c0ffee00';
const MARC = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const valid = {
  title: { en: 'Expenses', fr: 'Notes de frais' },
  description: { en: 'Claim your expenses', fr: 'Déclarez vos frais' },
  url: { en: 'https://expenses.example/en', fr: 'https://expenses.example/fr' },
  categories: [CATEGORY],
  managers: [MARC],
  users: ['all'],
};
const fields = (body: unknown) => toolFormViolations(body).map((v) => `${v.field}:${v.code}`);

describe('the tool form schema (back-office spec section 5)', () => {
  it('accepts a complete tool', () => {
    expect(toolFormViolations(valid)).toEqual([]);
  });

  it('requires at least one category with the spec’s message', () => {
    for (const categories of [[], undefined]) {
      expect(toolFormViolations({ ...valid, categories })).toEqual([
        { field: 'categories', code: 'TOOL.CATEGORIES_REQUIRED', params: {}, message: 'Le champ est obligatoire.' },
      ]);
    }
  });

  it('needs english or french', () => {
    const body = { ...valid, title: { ja: 'ツール' }, description: { ja: '説明' }, url: { ja: 'https://x.example' } };
    expect(fields(body)).toEqual(['languages:TOOL.LANGUAGE_NEEDED']);
    expect(toolFormViolations(body)[0].message).toBe('Please select at least english or french');
  });

  it('requires every text of a chosen language with the spec’s message', () => {
    expect(toolFormViolations({ ...valid, description: { en: 'Claim your expenses', fr: '  ' } })).toEqual([
      { field: 'description.fr', code: 'TOOL.REQUIRED', params: {}, message: 'Le champ est obligatoire.' },
    ]);
  });

  it('limits title to 60, description to 400, url to 2000 characters, with the limit as parameter', () => {
    expect(toolFormViolations({ ...valid, title: { ...valid.title, en: 'x'.repeat(61) } })).toEqual([
      { field: 'title.en', code: 'TOOL.TOO_LONG', params: { max: 60 }, message: 'At most 60 characters.' },
    ]);
    expect(fields({ ...valid, title: { ...valid.title, en: ` ${'x'.repeat(60)} ` } })).toEqual([]);
    expect(fields({ ...valid, description: { ...valid.description, fr: 'x'.repeat(401) } })).toEqual(['description.fr:TOOL.TOO_LONG']);
    expect(fields({ ...valid, url: { ...valid.url, en: `https://a.example/${'x'.repeat(2000)}` } })).toEqual(['url.en:TOOL.TOO_LONG']);
  });

  it('accepts only http and https urls', () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example', 'expenses.example', 'https://', 'data:text/html,x']) {
      expect(fields({ ...valid, url: { ...valid.url, en: url } })).toEqual(['url.en:url_must_begin']);
    }
  });

  it('limits the abbreviation to 3 characters', () => {
    expect(toolFormViolations({ ...valid, logo: { abrev: 'ABCD' } })).toEqual([
      { field: 'logo.abrev', code: 'TOOL.TOO_LONG', params: { max: 3 }, message: 'At most 3 characters.' },
    ]);
    expect(fields({ ...valid, logo: { abrev: ' ABC ' } })).toEqual([]);
  });

  it('requires managers, and viewers when private', () => {
    expect(fields({ ...valid, managers: [] })).toEqual(['managers:TOOL.MANAGERS_REQUIRED']);
    expect(fields({ ...valid, users: [] })).toEqual(['users:TOOL.VIEWERS_REQUIRED']);
    expect(fields({ ...valid, users: ['GRP-FINANCE'] })).toEqual([]);
  });

  it('shows every broken rule of a form at once', () => {
    expect(fields({ title: { en: 'x'.repeat(61) }, managers: [], users: [] })).toEqual([
      'title.en:TOOL.TOO_LONG',
      'description.en:TOOL.REQUIRED',
      'url.en:TOOL.REQUIRED',
      'categories:TOOL.CATEGORIES_REQUIRED',
      'managers:TOOL.MANAGERS_REQUIRED',
      'users:TOOL.VIEWERS_REQUIRED',
    ]);
  });

  it('refuses what a form never sends: wrong types, malformed ids, too many entries', () => {
    expect(fields({ ...valid, title: 'Expenses' })).toEqual(['title:TOOL.INVALID']);
    expect(fields({ ...valid, title: { en: 42, fr: 'Frais' } })).toEqual(['title.en:TOOL.INVALID']);
    expect(fields({ ...valid, categories: ['nope'] })).toEqual(['categories:TOOL.INVALID_ID']);
    expect(fields({ ...valid, managers: MARC })).toEqual(['managers:TOOL.INVALID']);
    expect(fields({ ...valid, subsidiaryId: { $ne: null } })).toEqual(['subsidiaryId:TOOL.INVALID_ID']);
    expect(fields({ ...valid, logo: { image: '../../etc/passwd' } })).toEqual(['logo.image:TOOL.INVALID']);
    expect(fields({ ...valid, logo: { color: 'red' } })).toEqual(['logo.color:TOOL.INVALID']);
    expect(toolFormViolations({ ...valid, categories: Array.from({ length: 21 }, (_, i) => `${CATEGORY.slice(0, 22)}${String(i).padStart(2, '0')}`) })).toEqual([
      { field: 'categories', code: 'TOOL.TOO_MANY', params: { max: 20 }, message: 'At most 20 entries.' },
    ]);
  });

  it('reads the body into trimmed texts, distinct ids and a subsidiary id', () => {
    const parsed = createToolBody.parse({ ...valid, title: { en: ' Expenses ', fr: 'Frais' }, categories: [{ _id: CATEGORY }, CATEGORY], subsidiaryId: { _id: 'ABCDEFABCDEFABCDEFABCDEF' } });
    expect(parsed).toMatchObject({ title: { en: 'Expenses', fr: 'Frais', zh: '', ja: '' }, categories: [CATEGORY], subsidiaryId: 'abcdefabcdefabcdefabcdef' });
  });

  it('lets a body without managers through (the creator manages a new tool), never an empty list', () => {
    const { managers: _managers, ...withoutManagers } = valid;
    expect(createToolBody.safeParse(withoutManagers).success).toBe(true);
    expect(editToolBody.safeParse({ ...withoutManagers, managers: [], _id: MARC }).success).toBe(false);
  });
});
