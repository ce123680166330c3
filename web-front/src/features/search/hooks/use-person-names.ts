import { useEffect, useMemo, useState } from 'react';
import type { ToolCard } from '@contracts';
import { getUsersByIds } from '@/api/directory-calls';
import { ApiError } from '@/api/client';
import type { PersonNames } from '../search-rules';

/** `getUsers/id` answers at most this many ids at once. */
const IDS_PER_CALL = 200;
const USER_ID = /^[0-9a-f]{24}$/i;

/** Full names by user id, for the page's life; an id the directory does not know maps to ''. */
const known = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

/** The user ids among a tool's managers and users (the others are group names or "all"). */
export function personIdsOf(tools: readonly ToolCard[]): string[] {
  const ids = new Set<string>();
  for (const tool of tools) for (const value of [...(tool.managers ?? []), ...(tool.users ?? [])]) if (USER_ID.test(value)) ids.add(value);
  return [...ids];
}

/**
 * The names of these people, fetched by id (`GET getUsers/id`, 200 a call) the first time each is
 * wanted: only the people the shown tools name, not the whole company. A failure is logged and
 * those ids are asked again at the next search.
 */
export async function loadPersonNames(ids: readonly string[]): Promise<PersonNames> {
  const wanted = ids.filter((id) => !known.has(id));
  const fresh = wanted.filter((id) => !loading.has(id));
  for (let start = 0; start < fresh.length; start += IDS_PER_CALL) {
    const batch = fresh.slice(start, start + IDS_PER_CALL);
    const done = getUsersByIds(batch)
      .then((people) => {
        for (const id of batch) known.set(id, '');
        for (const person of people) known.set(person._id, person.fullname ?? '');
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.handled)) console.error('GET getUsers/id failed', error);
        throw error;
      })
      .finally(() => batch.forEach((id) => loading.delete(id)));
    batch.forEach((id) => loading.set(id, done));
  }
  await Promise.all([...new Set(wanted.map((id) => loading.get(id)).filter((pending) => !!pending))]);
  return known;
}

/** For tests: forget the loaded names. */
export function forgetPersonNames() {
  known.clear();
  loading.clear();
}

/**
 * The names of the people these tools name, or null until first loaded; loading starts when
 * `wanted` is true (someone searches), and again for the people of tools shown later.
 */
export function usePersonNames(wanted: boolean, tools: readonly ToolCard[] | null): PersonNames | null {
  const ids = useMemo(() => personIdsOf(tools ?? []), [tools]);
  const [loaded, setLoaded] = useState<{ ids: readonly string[]; names: PersonNames } | null>(null);
  const current = loaded?.ids === ids;
  useEffect(() => {
    if (!wanted || current) return;
    let cancelled = false;
    loadPersonNames(ids).then(
      (names) => !cancelled && setLoaded({ ids, names: new Map(names) }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, current, ids]);
  return loaded?.names ?? null;
}
