import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { DirectoryEntry } from './directoryEntry';
import { entryOf, isPersonValue, knownEntry, rememberEntries } from './directoryLabels';

/** getUsers/id and getServices/id answer at most this many ids at once. */
const IDS_PER_CALL = 200;

async function inBatches(values: string[], lookup: (batch: string[]) => Promise<DirectoryEntry[]>): Promise<DirectoryEntry[]> {
  const found: DirectoryEntry[] = [];
  for (let start = 0; start < values.length; start += IDS_PER_CALL) found.push(...(await lookup(values.slice(start, start + IDS_PER_CALL))));
  return found;
}

/**
 * The entries (with names) of stored manager or viewer values: people and groups not yet known are
 * looked up (`getUsers/id` by `_id`, `getServices/id` by the stored guid), one call per 200 of each.
 * Deleted people still resolve; a group the directory no longer has keeps its guid as label.
 */
export function useDirectoryLabels(values: readonly string[]): { entries: Map<string, DirectoryEntry>; isPending: boolean } {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const unknown = [...new Set(values.filter((value) => !knownEntry(value)))].sort();
  const unknownPeople = unknown.filter(isPersonValue);
  const unknownGroups = unknown.filter((value) => !isPersonValue(value));
  const lookup = useQuery({
    queryKey: ['directory', 'labels', unknown],
    enabled: unknown.length > 0,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const [people, groups] = await Promise.all([
        inBatches(unknownPeople, (ids) => dataProvider.getUserEntriesByIds(ids)),
        // A failed group lookup keeps the guids as labels rather than hiding the people's names.
        inBatches(unknownGroups, (guids) => dataProvider.getGroupEntriesByIds(guids)).catch(() => []),
      ]);
      const found = [...people, ...groups];
      rememberEntries(found);
      return found;
    },
  });
  const entries = new Map(values.map((value) => [value, entryOf(value)]));
  for (const entry of lookup.data ?? []) entries.set(entry.value, entry);
  return { entries, isPending: unknown.length > 0 && lookup.isPending };
}
