import type { DirectoryEntry } from '../../api/directoryEntry';
import { isPersonValue, knownEntry, rememberEntries } from './directoryLabels';
import type { DirectoryMethods } from '../../api/directoryMethods';

/** getUsers/id and getServices/id answer at most this many ids at once. */
const IDS_PER_CALL = 200;

async function inBatches(values: string[], lookup: (batch: string[]) => Promise<DirectoryEntry[]>): Promise<DirectoryEntry[]> {
  const found: DirectoryEntry[] = [];
  for (let start = 0; start < values.length; start += IDS_PER_CALL) found.push(...(await lookup(values.slice(start, start + IDS_PER_CALL))));
  return found;
}

/** The stored values not named yet in this page, in the order (and so the calls) every lookup of them makes. */
export function unknownValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => !knownEntry(value)))].sort();
}

/**
 * Names the given unknown values: people by `_id` (`getUsers/id`), groups by their stored guid
 * (`getServices/id`), one call per 200 of each, and remembers them for the rest of the page. A failed
 * group lookup keeps the guids as labels rather than hiding the people's names.
 */
export async function lookUpEntries(directory: Pick<DirectoryMethods, 'getUserEntriesByIds' | 'getGroupEntriesByIds'>, unknown: readonly string[]): Promise<DirectoryEntry[]> {
  const [people, groups] = await Promise.all([
    inBatches(unknown.filter(isPersonValue), (ids) => directory.getUserEntriesByIds(ids)),
    inBatches(unknown.filter((value) => !isPersonValue(value)), (guids) => directory.getGroupEntriesByIds(guids)).catch(() => []),
  ]);
  const found = [...people, ...groups];
  rememberEntries(found);
  return found;
}
