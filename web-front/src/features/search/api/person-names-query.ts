import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getUsersByIds } from '@/api/directory-calls';
import type { PersonNames } from '../search-rules';

/** `getUsers/id` answers at most this many ids at once. */
const IDS_PER_CALL = 200;
const PERSON_NAMES = ['directory', 'person-names'] as const;

/** Every name an earlier answer gave, whatever list it was asked for. */
function knownNames(queryClient: QueryClient): Map<string, string> {
  const known = new Map<string, string>();
  for (const [, names] of queryClient.getQueriesData<PersonNames>({ queryKey: PERSON_NAMES })) names?.forEach((name, id) => known.set(id, name));
  return known;
}

/**
 * The names of these people (`idsKey`: the same ids joined, the cache's key), fetched by id
 * (`GET getUsers/id`, 200 a call) the first time each is wanted: only the people the shown tools
 * name, not the whole company. Kept for the page's life; an id the directory does not know maps to ''.
 */
export function personNamesQuery(queryClient: QueryClient, ids: readonly string[], idsKey: string) {
  return queryOptions({
    queryKey: [...PERSON_NAMES, idsKey],
    queryFn: async (): Promise<PersonNames> => {
      const known = knownNames(queryClient);
      const missing = ids.filter((id) => !known.has(id));
      const batches = Array.from({ length: Math.ceil(missing.length / IDS_PER_CALL) }, (_, n) => missing.slice(n * IDS_PER_CALL, (n + 1) * IDS_PER_CALL));
      const answers = await Promise.all(batches.map((batch) => getUsersByIds(batch)));
      for (const id of missing) known.set(id, '');
      for (const person of answers.flat()) known.set(person._id, person.fullname ?? '');
      return new Map(ids.map((id) => [id, known.get(id) ?? '']));
    },
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { call: 'GET getUsers/id' },
  });
}
