import { countLetters } from '../../contracts/directory-search';
import { normaliseForSearch } from '../search-names';
import { DIRECTORY_SEARCH } from './directory-search.limits';

/** The same separator searchNamesOf uses, so query words and stored name words are cut alike. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** Cut by code points, so a name in a non-Latin script is never split in the middle of a character. */
export function cutSearchText(text: string, max: number = DIRECTORY_SEARCH.maxTextLength): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/**
 * The words a name search looks for, lower-case and accent-free like the stored `search_names`;
 * empty when the text has too few letters to search at all (the front waits for more than 2).
 */
export function directorySearchWordsOf(text: string, minLetters: number = DIRECTORY_SEARCH.minLetters): string[] {
  const cut = cutSearchText(text ?? '');
  if (countLetters(cut) < minLetters) return [];
  return nameWordsOf(cut);
}

/** Query words without the letter rule (the admin table filters on any prefix). */
export function nameWordsOf(text: string): string[] {
  const words = normaliseForSearch(cutSearchText(text ?? ''))
    .split(WORD_SEPARATOR)
    .filter(Boolean);
  return [...new Set(words)].slice(0, DIRECTORY_SEARCH.maxWords);
}

