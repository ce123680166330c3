import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ToolCard } from '@contracts';
import { isPersonId } from '@/features/directory';
import { personNamesQuery } from '../api/person-names-query';
import type { PersonNames } from '../search-rules';

/** The user ids among a tool's managers and users (the others are group names or "all"). */
export function personIdsOf(tools: readonly ToolCard[]): string[] {
  const ids = new Set<string>();
  for (const tool of tools) for (const value of [...(tool.managers ?? []), ...(tool.users ?? [])]) if (isPersonId(value)) ids.add(value);
  return [...ids];
}

/**
 * The names of the people these tools name, or null until first loaded; loading starts when
 * `wanted` is true (someone searches), and again for the people of tools shown later (the names
 * known so far stay meanwhile). A failure is logged and the names are asked again at the next search.
 */
export function usePersonNames(wanted: boolean, tools: readonly ToolCard[] | undefined): PersonNames | null {
  const queryClient = useQueryClient();
  // Worked out once per list, not per keystroke: the launcher calls this on every key.
  const query = useMemo(() => {
    const ids = personIdsOf(tools ?? []);
    return personNamesQuery(queryClient, ids, ids.join(','));
  }, [queryClient, tools]);
  const { data } = useQuery({ ...query, enabled: wanted, placeholderData: keepPreviousData });
  return data ?? null;
}
