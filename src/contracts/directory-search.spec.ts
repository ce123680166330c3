import { countLetters, isDirectorySearchText } from './directory-search';

describe('the directory search letter rule', () => {
  it.each([
    ['ab1', 2],
    ['a.*', 1],
    ['(((', 0],
    ['F-i', 2],
    ['Hélène', 6],
    ['王小明', 3],
    ['  m a r  ', 3],
    ['12345', 0],
  ])('counts %j as %i letters', (text, letters) => {
    expect(countLetters(text)).toBe(letters);
  });

  it('searches from the third letter on, whatever else is typed', () => {
    expect(isDirectorySearchText('ab')).toBe(false);
    expect(isDirectorySearchText('a.b 12')).toBe(false);
    expect(isDirectorySearchText('abc')).toBe(true);
    expect(isDirectorySearchText('王小明')).toBe(true);
  });
});
