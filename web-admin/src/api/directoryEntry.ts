/**
 * A person or a group as the pickers show and return it. `value` is what a tool stores: a person's
 * `_id`, a group's name as users' `services` hold it (its guid); `id` is the directory `_id`.
 */
export interface DirectoryEntry {
  type: 'user' | 'group';
  id: string;
  value: string;
  label: string;
}

export type DirectoryKind = DirectoryEntry['type'];
