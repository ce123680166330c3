import { isLanguage, Language, toLanguage } from '../../contracts';

/** The language a list is sorted in: `?lang=` when it is one of ours, else the caller's language, else en. */
export function requestLanguage(query: unknown, callerLanguage: string | undefined): Language {
  return isLanguage(query) ? query : toLanguage(callerLanguage);
}
