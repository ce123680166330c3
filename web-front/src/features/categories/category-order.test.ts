import { describe, expect, it } from 'vitest';
import { aCategory } from '@/testing/tool-fixtures';
import { nameComparer, orderCategories } from './category-order';

const pseudo = [aCategory('$all', 'All tools', 9), aCategory('$subsidiary', 'My subsidiary tools', 1), aCategory('$managed', 'Managed tools', 2)];
const travel = aCategory('travel', 'Travel', 3, 'Déplacements');
const hr = aCategory('hr', 'Human resources', 4, 'Ressources humaines');
const archive = aCategory('archive', 'Archive', 0, 'Archives');
const it_ = aCategory('it', 'IT', 2, 'Informatique');

describe('category order', () => {
  it('puts All, My subsidiary and Managed first, then categories by name, empty ones last', () => {
    const ordered = orderCategories([archive, travel, ...pseudo, it_, hr], 'en', true);
    expect(ordered.map((c) => c._id)).toEqual(['$all', '$subsidiary', '$managed', 'hr', 'it', 'travel', 'archive']);
  });

  it('sorts by name in the interface language', () => {
    const ordered = orderCategories([...pseudo, travel, hr, it_], 'fr', true);
    expect(ordered.slice(3).map((c) => c._id)).toEqual(['travel', 'it', 'hr']);
  });

  it('leaves out My subsidiary tools for someone without a subsidiary', () => {
    expect(orderCategories([...pseudo, hr], 'en', false).map((c) => c._id)).toEqual(['$all', '$managed', 'hr']);
  });

  it('keeps the pseudo-categories even when the server left one out', () => {
    expect(orderCategories([hr], 'en', false).map((c) => [c._id, c.totalApps])).toEqual([
      ['$all', 0],
      ['$managed', 0],
      ['hr', 4],
    ]);
  });

  it('orders an accented name as the language does, not by its code units', () => {
    const education = aCategory('education', 'Éducation', 1);
    const finance = aCategory('finance', 'Finance', 1);
    expect(orderCategories([finance, education], 'en', false).slice(2).map((c) => c._id)).toEqual(['education', 'finance']);
  });

  it('compares plain names (lowercase letters, digits, spaces) exactly as each language\'s collator', () => {
    const names = [''];
    const grow = (prefix: string, depth: number) => {
      for (const char of 'ab 09z') {
        names.push(prefix + char);
        if (depth > 1) grow(prefix + char, depth - 1);
      }
    };
    grow('', 3);
    const differing: string[] = [];
    for (const language of ['en', 'fr', 'zh', 'ja'] as const) {
      const compare = nameComparer(names, language);
      const collator = new Intl.Collator(language);
      for (const a of names) for (const b of names) if (Math.sign(compare(a, b)) !== Math.sign(collator.compare(a, b))) differing.push(`${language}: "${a}" "${b}"`);
    }
    expect(differing).toEqual([]);
  });
});
