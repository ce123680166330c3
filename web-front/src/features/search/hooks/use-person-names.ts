import { useEffect, useState } from 'react';
import { getUserNameMap } from '@/api/calls';
import { ApiError } from '@/api/client';
import type { PersonNames } from '../search-rules';

let pending: Promise<PersonNames> | null = null;

/**
 * The id → name map of `GET getMapUsers`, loaded once per page (it is large: every person of the
 * company) and only when someone searches. A failure is logged and tried again at the next search.
 */
export function loadPersonNames(): Promise<PersonNames> {
  pending ??= getUserNameMap().then(
    (entries) => new Map((entries ?? []).map((entry) => [entry._id, entry.fullname])),
    (error: unknown) => {
      pending = null;
      if (!(error instanceof ApiError && error.handled)) console.error('GET getMapUsers failed', error);
      throw error;
    },
  );
  return pending;
}

/** For tests: forget the loaded names. */
export function forgetPersonNames() {
  pending = null;
}

/** The names, or null until they are loaded; loading starts the first time `wanted` is true. */
export function usePersonNames(wanted: boolean): PersonNames | null {
  const [names, setNames] = useState<PersonNames | null>(null);
  useEffect(() => {
    if (!wanted || names) return;
    let cancelled = false;
    loadPersonNames().then(
      (loaded) => !cancelled && setNames(loaded),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, names]);
  return names;
}
