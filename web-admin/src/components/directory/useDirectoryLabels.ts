import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { DirectoryEntry } from '../../api/directoryEntry';
import { entryOf } from './directoryLabels';
import { lookUpEntries, unknownValues } from './lookUpEntries';

/**
 * The entries (with names) of stored manager or viewer values: people and groups not yet known are
 * looked up (`getUsers/id` by `_id`, `getServices/id` by the stored guid), one call per 200 of each.
 * Deleted people still resolve; a group the directory no longer has keeps its guid as label.
 */
export function useDirectoryLabels(values: readonly string[]): { entries: Map<string, DirectoryEntry>; isPending: boolean } {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const unknown = unknownValues(values);
  const lookup = useQuery({
    queryKey: ['directory', 'labels', unknown],
    enabled: unknown.length > 0,
    staleTime: 5 * 60 * 1000,
    queryFn: () => lookUpEntries(dataProvider, unknown),
  });
  const entries = new Map(values.map((value) => [value, entryOf(value)]));
  for (const entry of lookup.data ?? []) entries.set(entry.value, entry);
  return { entries, isPending: unknown.length > 0 && lookup.isPending };
}
