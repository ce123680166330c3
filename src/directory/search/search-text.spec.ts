import { searchNamesOf } from '../search-names';
import { DIRECTORY_SEARCH } from './directory-search.limits';
import { escapeRegExp } from '../../contracts';
import { cutSearchText, directorySearchWordsOf, nameWordsOf } from './search-text';

describe('the search words (only with more than 2 letters)', () => {
  it('does not search with 2 letters or fewer, whatever else is typed', () => {
    expect(directorySearchWordsOf('ab1')).toEqual([]);
    expect(directorySearchWordsOf('a.*')).toEqual([]);
    expect(directorySearchWordsOf('(((')).toEqual([]);
    expect(directorySearchWordsOf('')).toEqual([]);
  });

  it('searches from 3 letters on', () => {
    expect(directorySearchWordsOf('abc')).toEqual(['abc']);
    expect(directorySearchWordsOf('ab1c')).toEqual(['ab1c']);
  });
});

describe('normalisation of the search text', () => {
  it('lower-cases and strips accents the way the stored search_names are', () => {
    expect(directorySearchWordsOf('HÉLÈNE')).toEqual(['helene']);
    expect(directorySearchWordsOf('Hél')).toEqual(['hel']);
    expect(searchNamesOf('Hélène')).toEqual(['helene']);
  });

  it('splits on anything that is not a letter or a digit, like the stored names', () => {
    expect(directorySearchWordsOf('mar dub')).toEqual(['mar', 'dub']);
    expect(directorySearchWordsOf("  O'Bri-en  ")).toEqual(['o', 'bri', 'en']);
    expect(directorySearchWordsOf('mar.*')).toEqual(['mar']);
    expect(searchNamesOf("O'Brien")).toEqual(['o', 'brien']);
  });

  it('keeps non-Latin scripts', () => {
    expect(directorySearchWordsOf('王小明')).toEqual(['王小明']);
    expect(directorySearchWordsOf('Ивано')).toEqual(['ивано']);
  });

  it('drops repeated words and keeps at most a handful', () => {
    expect(directorySearchWordsOf('mar mar dub')).toEqual(['mar', 'dub']);
    expect(directorySearchWordsOf('aa bb cc dd ee ff gg')).toHaveLength(DIRECTORY_SEARCH.maxWords);
  });

  it('has no letter minimum for the admin table filter', () => {
    expect(nameWordsOf('Li')).toEqual(['li']);
    expect(nameWordsOf('')).toEqual([]);
  });
});

describe('cutting very long search texts', () => {
  it('cuts to the maximum length', () => {
    const words = directorySearchWordsOf('a'.repeat(10_000));
    expect(words).toEqual(['a'.repeat(DIRECTORY_SEARCH.maxTextLength)]);
  });

  it('cuts by characters, never inside a character of a non-Latin script', () => {
    const cut = cutSearchText('😀'.repeat(5), 3);
    expect(cut).toBe('😀😀😀');
  });

  it('leaves short texts alone', () => {
    expect(cutSearchText('marc')).toBe('marc');
  });
});

describe('escaping regular-expression characters', () => {
  it('escapes every special character', () => {
    const special = '.*+?^${}()|[]\\';
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
    expect(escapeRegExp('a.*')).toBe('a\\.\\*');
  });
});
