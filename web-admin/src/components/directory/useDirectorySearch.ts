import { useEffect, useRef, useState } from 'react';
import { isDirectorySearchText, LIMITS } from '@contracts';
import type { DirectoryEntry } from '../../api/directoryEntry';

type DirectorySearch = (text: string) => Promise<DirectoryEntry[]>;

/**
 * The options of a directory picker for the typed text (spec section 5): nothing until the text
 * has more than 2 letters, a search 250 ms after the last key, and only the latest answer kept,
 * so a slow reply to "mar" never overwrites the reply to "martin".
 */
export function useDirectorySearch(text: string, search: DirectorySearch) {
  const [options, setOptions] = useState<DirectoryEntry[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const request = ++latest.current;
    const query = text.trim();
    if (!isDirectorySearchText(query)) {
      setOptions([]);
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      searchRef.current(query).then(
        (found) => {
          if (request !== latest.current) return;
          setOptions(found);
          setLoading(false);
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          // The spec leaves failed searches without a message: the picker just offers nothing.
          console.error(error);
          setOptions([]);
          setLoading(false);
        },
      );
    }, LIMITS.directorySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return { options, loading };
}
