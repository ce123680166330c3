import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';

export interface Remote<T> {
  /** The last answer; kept while a newer one loads (a change of language), so the page never blanks. */
  data: T | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Loads `load()` whenever `key` changes (null: do not load). Failures are logged (spec section 8)
 * and reported as `failed`, so the caller can offer a retry; a failure the global handler already
 * handled (a 500 or permission_denied, which leave the page) is not logged twice.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, what: string): Remote<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({ data: null, loading: key !== null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    loadRef.current().then(
      (data) => !cancelled && setState({ data, loading: false, failed: false }),
      (error: unknown) => {
        if (cancelled) return;
        if (!(error instanceof ApiError && error.handled)) console.error(`${what} failed`, error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, what]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
