import type { DirectoryGroup, DirectoryPerson } from '@contracts';

/** A person or a group as a picker or a tool's page shows it. */
export interface DirectoryEntry {
  /** A person's user id; a group's title in search results, its guid when a tool names it. */
  id: string;
  label: string;
  kind: 'person' | 'group';
  /** A found group's `_id` (a requestable tool's approving group is named by it). */
  groupId?: string;
}

const PERSON_ID = /^[0-9a-f]{24}$/i;
/** What a tool's viewers hold when everybody may see it: neither a person nor a group. */
const EVERYBODY = 'all';

/** A tool's managers and viewers are person ids (24 hex digits) or group guids. */
export function isPersonId(id: string): boolean {
  return PERSON_ID.test(id);
}

export function isGroupGuid(id: string): boolean {
  return id !== EVERYBODY && !isPersonId(id);
}

export function personEntry(person: DirectoryPerson): DirectoryEntry {
  return { id: person._id, label: person.fullname || `${person.firstname} ${person.lastname}`.trim(), kind: 'person' };
}

/** A group found by a search is chosen by its title, as the tools store it. */
export function foundGroupEntry(group: DirectoryGroup): DirectoryEntry {
  return { id: group.title, label: group.title, kind: 'group', groupId: group._id };
}
