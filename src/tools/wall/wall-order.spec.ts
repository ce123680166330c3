import { byTitle, sortTitle } from './wall-order';

const card = (_id: string, title: Record<string, string>) => ({ _id, title });
const ordered = (cards: ReturnType<typeof card>[], language: 'en' | 'fr') => [...cards].sort(byTitle(language));

describe('list order: by lower-case title in the request language', () => {
  it('ignores case and surrounding spaces', () => {
    const cards = [card('1', { en: 'banana' }), card('2', { en: '  Apple' }), card('3', { en: 'CHERRY' })];
    expect(ordered(cards, 'en').map((c) => c._id)).toEqual(['2', '1', '3']);
  });

  it('sorts by the title in the request language', () => {
    const cards = [card('1', { en: 'Leave', fr: 'Congés' }), card('2', { en: 'Expenses', fr: 'Notes de frais' })];
    expect(ordered(cards, 'en').map((c) => c._id)).toEqual(['2', '1']);
    expect(ordered(cards, 'fr').map((c) => c._id)).toEqual(['1', '2']);
  });

  it('falls back to English, then French, when the language has no title', () => {
    expect(sortTitle({ en: 'Mail', fr: 'Courriel' }, 'ja')).toBe('mail');
    expect(sortTitle({ fr: 'Courriel' }, 'zh')).toBe('courriel');
    expect(sortTitle({ en: '  ', fr: 'Courriel' }, 'ja')).toBe('courriel');
    expect(sortTitle(undefined, 'en')).toBe('');
  });

  it('keeps a stable order between equal titles (by id)', () => {
    const cards = [card('b', { en: 'Same' }), card('a', { en: 'same' })];
    expect(ordered(cards, 'en').map((c) => c._id)).toEqual(['a', 'b']);
    expect([card('2', { en: 'x' }), card('1', { en: 'x' })].sort(byTitle('en')).map((c) => c._id)).toEqual(['1', '2']);
  });
});
