import type { DirectoryEntry } from '../../api/directoryEntry';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Names already seen in this page (picked or looked up), so a chosen chip never shows a bare id. */
const known = new Map<string, DirectoryEntry>();

export function rememberEntries(entries: readonly DirectoryEntry[]): void {
  for (const entry of entries) known.set(entry.value, entry);
}

export function knownEntry(value: string): DirectoryEntry | undefined {
  return known.get(value);
}

/** A person is stored by their `_id`; anything else in a viewer list is a group's name. */
export function isPersonValue(value: string): boolean {
  return OBJECT_ID.test(value);
}

/** The entry for a stored value: a remembered name, else the group's name itself, else the raw id. */
export function entryOf(value: string): DirectoryEntry {
  return (
    known.get(value) ?? {
      type: isPersonValue(value) ? 'user' : 'group',
      id: value,
      value,
      label: value,
    }
  );
}
