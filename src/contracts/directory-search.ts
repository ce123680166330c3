import { LIMITS } from './limits';

/** Letters of any script count; digits, spaces and punctuation do not: "ab1" has 2, "Hélène" 6, "王小明" 3. */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Person and group pickers search only once the text has more than 2 letters (both specs, section 5). */
export function isDirectorySearchText(text: string): boolean {
  return countLetters(text) >= LIMITS.directorySearchMinLetters;
}
