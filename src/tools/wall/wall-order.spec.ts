import { byTitle, orderWall, sortTitle } from './wall-order';

const card = (_id: string, title: Record<string, string>, is_new = false) => ({ _id, title, is_new });

describe('wall order: new tools first, then by lower-case title in the request language', () => {
  it('puts new tools before the others, each group sorted by title', () => {
    const cards = [card('1', { en: 'Zeta' }), card('2', { en: 'beta' }, true), card('3', { en: 'Alpha' }), card('4', { en: 'Acme' }, true)];
    expect(orderWall(cards, 'en').map((c) => c.title.en)).toEqual(['Acme', 'beta', 'Alpha', 'Zeta']);
  });

  it('ignores case and surrounding spaces', () => {
    const cards = [card('1', { en: 'banana' }), card('2', { en: '  Apple' }), card('3', { en: 'CHERRY' })];
    expect(orderWall(cards, 'en').map((c) => c._id)).toEqual(['2', '1', '3']);
  });

  it('sorts by the title in the request language', () => {
    const cards = [card('1', { en: 'Leave', fr: 'Congés' }), card('2', { en: 'Expenses', fr: 'Notes de frais' })];
    expect(orderWall(cards, 'en').map((c) => c._id)).toEqual(['2', '1']);
    expect(orderWall(cards, 'fr').map((c) => c._id)).toEqual(['1', '2']);
  });

  it('falls back to English, then French, when the language has no title', () => {
    expect(sortTitle({ en: 'Mail', fr: 'Courriel' }, 'ja')).toBe('mail');
    expect(sortTitle({ fr: 'Courriel' }, 'zh')).toBe('courriel');
    expect(sortTitle({ en: '  ', fr: 'Courriel' }, 'ja')).toBe('courriel');
    expect(sortTitle(undefined, 'en')).toBe('');
  });

  it('keeps a stable order between equal titles (by id) and does not mutate its input', () => {
    const cards = [card('b', { en: 'Same' }), card('a', { en: 'same' })];
    expect(orderWall(cards, 'en').map((c) => c._id)).toEqual(['a', 'b']);
    expect(cards.map((c) => c._id)).toEqual(['b', 'a']);
    expect([card('2', { en: 'x' }), card('1', { en: 'x' })].sort(byTitle('en')).map((c) => c._id)).toEqual(['1', '2']);
  });
});
