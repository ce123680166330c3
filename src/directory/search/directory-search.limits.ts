import { LIMITS } from '../../contracts';

/** Limits of the directory lookups. The spec names the letter rule and the page size; the rest are ours. */
export const DIRECTORY_SEARCH = {
  /** Person and group search runs only when the text has more than 2 letters (both specs, section 5). */
  minLetters: LIMITS.directorySearchMinLetters,
  /** A picker shows a short list; the user types more letters to narrow it. */
  maxResults: 20,
  /** Nobody types a name longer than this; cutting bounds the regular expressions we build. */
  maxTextLength: 100,
  /** Each word adds a clause to the filter: a handful covers every real name. */
  maxWords: 5,
  /** Ids resolved by one lookup call (a tool's managers and viewers, a react-admin getMany). */
  maxIdsPerLookup: 200,
  /** Rows of the users table per page (back-office spec section 9: tables show 50 rows). */
  maxPageSize: LIMITS.tablePageSize,
} as const;
