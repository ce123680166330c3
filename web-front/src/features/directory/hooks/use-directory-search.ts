import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isDirectorySearchText, LIMITS } from '@contracts';
import { directorySearchQuery } from '../api/directory-queries';
import type { DirectoryEntry } from '../directory-entry';

export interface DirectorySearch {
  results: DirectoryEntry[];
  /** True from the keystroke until the answer to the latest text is in. */
  searching: boolean;
}

const NO_RESULTS: DirectoryEntry[] = [];

/**
 * The text a picker asks about: the typed one, 250 ms after the last keystroke; '' while the text
 * is too short to search (the "more than 2 letters" rule of src/contracts).
 */
function useAskedText(text: string): string {
  const query = text.trim();
  const searchable = isDirectorySearchText(query);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => setAsked(query), LIMITS.directorySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, searchable]);
  return searchable ? asked : '';
}

/**
 * People (and groups when `withGroups`) matching `text`, for every picker of the front. Each text
 * has its own answer in the cache, so an answer to an older text never shows: the list always
 * matches what is typed. The last results stay shown while the next ones load.
 */
export function useDirectorySearch(text: string, withGroups: boolean): DirectorySearch {
  const query = text.trim();
  const asked = useAskedText(text);
  const answer = useQuery({ ...directorySearchQuery(asked, withGroups), enabled: asked !== '', placeholderData: keepPreviousData });
  if (!isDirectorySearchText(query)) return { results: NO_RESULTS, searching: false };
  const current = asked === query && !answer.isPlaceholderData;
  return { results: answer.data ?? NO_RESULTS, searching: !current || answer.isFetching };
}
