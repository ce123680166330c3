import { categoryIconUrl, categoryNameKey, checkCategoryForm, iconReferenceOf } from './category-rules';

const ICON = 'data:image/png;base64,iVBORw0KGgo=';
const fields = (input: Parameters<typeof checkCategoryForm>[0]) => checkCategoryForm(input).map((v) => `${v.field}:${v.code}`);

describe('category form rules (back-office spec section 5)', () => {
  it('accepts a category named in english or french with an icon', () => {
    expect(checkCategoryForm({ name: { en: 'Finance' }, icon: ICON })).toEqual([]);
    expect(checkCategoryForm({ name: { fr: 'Finance' }, icon: '0123456789abcdef.svg' })).toEqual([]);
  });

  it('needs a name in english or french', () => {
    expect(fields({ name: { ja: '財務' }, icon: ICON })).toEqual(['name:CATEGORY.NAME_REQUIRED']);
    expect(fields({ name: { en: '  ' }, icon: ICON })).toEqual(['name:CATEGORY.NAME_REQUIRED']);
  });

  it('limits each language’s name to 60 characters', () => {
    expect(fields({ name: { en: 'x'.repeat(60), zh: 'y'.repeat(61) }, icon: ICON })).toEqual(['name.zh:CATEGORY.NAME_TOO_LONG']);
    expect(fields({ name: { en: 'x' }, nameForGTM: 'g'.repeat(61), icon: ICON })).toEqual(['nameForGTM:CATEGORY.NAME_TOO_LONG']);
  });

  it('requires an icon that is a data URL or a stored file name', () => {
    expect(fields({ name: { en: 'x' } })).toEqual(['icon:CATEGORY.ICON_REQUIRED']);
    expect(checkCategoryForm({ name: { en: 'x' }, icon: '' })[0].message).toBe('Le champ est obligatoire.');
    for (const icon of ['https://evil.example/i.png', 'icon.png', '../0123456789abcdef.svg', 'javascript:alert(1)']) {
      expect(fields({ name: { en: 'x' }, icon })).toEqual(['icon:CATEGORY.ICON_INVALID']);
    }
  });
});

describe('category icon references', () => {
  it('reads data URLs, stored names and their addresses', () => {
    expect(iconReferenceOf(ICON)).toEqual({ kind: 'data', mediaType: 'image/png', base64: true, payload: 'iVBORw0KGgo=' });
    expect(iconReferenceOf('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toMatchObject({ kind: 'data', base64: false, payload: '%3Csvg%2F%3E' });
    expect(iconReferenceOf('/api/files/0123456789abcdef.png')).toEqual({ kind: 'stored', filename: '0123456789abcdef.png' });
    expect(iconReferenceOf(42)).toBeNull();
  });

  it('gives the address an <img> shows', () => {
    expect(categoryIconUrl('0123456789abcdef.gif')).toBe('/api/files/0123456789abcdef.gif');
    expect(categoryIconUrl(ICON)).toBe(ICON);
    expect(categoryIconUrl(null)).toBeNull();
  });

  it('compares names trimmed and case-insensitively', () => {
    expect(categoryNameKey(' Finance ')).toBe(categoryNameKey('FINANCE'));
  });
});
