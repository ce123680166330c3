import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isDirectorySearchText, LIMITS } from '@contracts';

interface LatestSearch<T> {
  /** What is searched, the start of the cache key (`['directory', 'user,group']`); anything the answers depend on. */
  key: readonly unknown[];
  search: (text: string) => Promise<T[]>;
  /** Whether the trimmed text is worth asking for: the directory's "more than 2 letters" rule unless said otherwise. */
  searchable?: (text: string) => boolean;
}

const NOTHING: never[] = [];

/** The text to ask about: the typed one, 250 ms after the last key; '' while it is not searchable. */
function useAskedText(query: string, searchable: boolean): string {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    if (!searchable) {
      setAsked('');
      return undefined;
    }
    const timer = setTimeout(() => setAsked(query), LIMITS.directorySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, searchable]);
  return searchable ? asked : '';
}

/**
 * The answer to the typed text, for every search-as-you-type picker of the back-office (spec section 5):
 * nothing until the text is searchable, one search 250 ms after the last key, and only the answer to
 * the latest text shown (each text has its own entry in react-query's cache, so a slow reply to "mar"
 * never overwrites the reply to "martin"). The last results stay shown while the next ones load; a
 * failed search offers nothing, as the spec leaves it without a message.
 */
export function useLatestSearch<T>(text: string, { key, search, searchable = isDirectorySearchText }: LatestSearch<T>): { results: T[]; loading: boolean } {
  const query = text.trim();
  const canSearch = searchable(query);
  const asked = useAskedText(query, canSearch);
  const answer = useQuery({
    queryKey: [...key, 'search', asked],
    queryFn: () => search(asked),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!canSearch) return { results: NOTHING, loading: false };
  const current = asked === query && !answer.isPlaceholderData;
  return { results: (asked && answer.data) || NOTHING, loading: !current || answer.isFetching };
}
