import { orderCategories, UserCategory } from './category-order';

const category = (_id: string, name: Record<string, string>, totalApps: number): UserCategory => ({ _id, name, icon: 'data:', icon_url: 'data:', totalApps });

describe('category sidebar order', () => {
  const categories = [
    category('c1', { en: 'Travel', fr: 'Voyages' }, 3),
    category('c2', { en: 'finance', fr: 'Finance' }, 0),
    category('c3', { en: 'HR', fr: 'RH' }, 2),
    category('c4', { en: 'Archive', fr: 'Archives' }, 0),
    category('c5', { en: 'IT', fr: 'Informatique' }, 1),
  ];

  it('starts with All tools, My subsidiary tools, Managed tools, with their counts', () => {
    const ordered = orderCategories({ all: 9, managed: 2, subsidiary: 4 }, categories, 'en');
    expect(ordered.slice(0, 3).map((c) => [c._id, c.totalApps])).toEqual([
      ['$all', 9],
      ['$subsidiary', 4],
      ['$managed', 2],
    ]);
    expect(ordered[0].name).toEqual({ en: 'All tools', fr: 'Tous les outils', zh: '所有工具', ja: 'すべてのツール' });
  });

  it('leaves out My subsidiary tools for someone without a subsidiary', () => {
    expect(orderCategories({ all: 1, managed: 0, subsidiary: null }, [], 'en').map((c) => c._id)).toEqual(['$all', '$managed']);
  });

  it('sorts categories with tools by name in the request language, empty ones last', () => {
    expect(orderCategories({ all: 0, managed: 0, subsidiary: null }, categories, 'en').slice(2).map((c) => c._id)).toEqual([
      'c3', // HR
      'c5', // IT
      'c1', // Travel
      'c4', // Archive (empty)
      'c2', // finance (empty)
    ]);
    expect(orderCategories({ all: 0, managed: 0, subsidiary: null }, categories, 'fr').slice(2).map((c) => c._id)).toEqual([
      'c5', // Informatique
      'c3', // RH
      'c1', // Voyages
      'c4', // Archives (empty)
      'c2', // Finance (empty)
    ]);
  });

  it('falls back to the English name when the language has none', () => {
    const named = [category('a', { en: 'Zulu', ja: 'あ' }, 1), category('b', { en: 'Alpha' }, 1)];
    expect(orderCategories({ all: 0, managed: 0, subsidiary: null }, named, 'zh').slice(2).map((c) => c._id)).toEqual(['b', 'a']);
  });
});
