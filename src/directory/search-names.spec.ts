import { normaliseForSearch, searchNamesOf } from './search-names';

describe('names as the directory search indexes them', () => {
  it('drops case and accents', () => {
    expect(normaliseForSearch('Hélène ÇAVUŞ')).toBe('helene cavus');
  });

  it('folds letters that have no accent to strip', () => {
    expect(normaliseForSearch('Łukasz Ødegård Strauß Æsa')).toBe('lukasz odegard strauss aesa');
  });

  it('lowers plain ASCII text alone, and still folds a text with one accented letter in it', () => {
    expect(normaliseForSearch('MAR Dub-O\'Neil 42')).toBe("mar dub-o'neil 42");
    expect(normaliseForSearch('MARIE Müller')).toBe('marie muller');
  });

  it('splits names into unique words and keeps CJK names whole', () => {
    expect(searchNamesOf('Jean-Marc', 'de la Tour')).toEqual(['jean', 'marc', 'de', 'la', 'tour']);
    expect(searchNamesOf('王', '小明')).toEqual(['王', '小明']);
  });
});
