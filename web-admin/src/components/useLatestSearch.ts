import { useEffect, useRef, useState } from 'react';

interface SearchOptions {
  /** Whether the text is worth asking for (the directory's letter rule, `isDirectorySearchText`, for the pickers). */
  searchable: (text: string) => boolean;
  debounceMs: number;
}

/**
 * Runs `search` for the typed text after a pause, and keeps only the answer to the latest text
 * (spec section 5: pickers search after more than 2 letters and 250 ms; only the latest reply is used).
 */
export function useLatestSearch<T>(search: (text: string) => Promise<T[]>, text: string, options: SearchOptions) {
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;
  const searchRules = useRef(options);
  searchRules.current = options;

  useEffect(() => {
    const request = ++latest.current;
    const trimmed = text.trim();
    if (!searchRules.current.searchable(trimmed)) {
      setResults([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      searchRef.current(trimmed).then(
        (found) => {
          if (request !== latest.current) return; // an older answer arriving late is dropped
          setResults(found);
          setLoading(false);
        },
        () => {
          if (request === latest.current) setLoading(false);
        },
      );
    }, options.debounceMs);
    return () => clearTimeout(timer);
  }, [text, options.debounceMs]);

  return { results, loading };
}
