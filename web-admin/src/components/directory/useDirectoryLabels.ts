import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { DirectoryEntry } from './directoryEntry';
import { entryOf, isPersonValue, knownEntry, rememberEntries } from './directoryLabels';

/** getUsers/id answers at most this many ids at once. */
const IDS_PER_CALL = 200;

/**
 * The entries (with names) of stored manager or viewer values: people not yet known are looked up
 * with one `getUsers/id` call per 200; groups show their name. Deleted people still resolve.
 */
export function useDirectoryLabels(values: readonly string[]): { entries: Map<string, DirectoryEntry>; isPending: boolean } {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const unknownPeople = [...new Set(values.filter((value) => isPersonValue(value) && !knownEntry(value)))].sort();
  const lookup = useQuery({
    queryKey: ['directory', 'labels', unknownPeople],
    enabled: unknownPeople.length > 0,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const found: DirectoryEntry[] = [];
      for (let start = 0; start < unknownPeople.length; start += IDS_PER_CALL) {
        found.push(...(await dataProvider.getUserEntriesByIds(unknownPeople.slice(start, start + IDS_PER_CALL))));
      }
      rememberEntries(found);
      return found;
    },
  });
  const entries = new Map(values.map((value) => [value, entryOf(value)]));
  for (const entry of lookup.data ?? []) entries.set(entry.value, entry);
  return { entries, isPending: unknownPeople.length > 0 && lookup.isPending };
}
