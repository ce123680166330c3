import { LIMITS } from '@contracts';

/**
 * A person or a group as the pickers show and return it. `value` is what a tool stores: a person's
 * `_id`, a group's name as users' `services` hold it (its guid); `id` is the directory `_id`.
 */
export interface DirectoryEntry {
  type: 'user' | 'group';
  id: string;
  value: string;
  label: string;
}

export type DirectoryKind = DirectoryEntry['type'];

/** Letters of any script count; digits, spaces and punctuation do not (spec section 5). */
export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The directory is searched only once the text has more than 2 letters. */
export function isSearchableText(text: string): boolean {
  return letterCount(text) >= LIMITS.directorySearchMinLetters;
}
