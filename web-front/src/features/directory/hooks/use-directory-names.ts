import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groupsByGuidQuery, peopleByIdQuery } from '../api/directory-queries';
import { isGroupGuid, isPersonId, personEntry, type DirectoryEntry } from '../directory-entry';

/** A person's or a group's entry by the id a tool stores; null for a person the directory does not know. */
export type NameOf = (id: string) => DirectoryEntry | null;

/**
 * Names the people and groups a tool holds (person ids and group guids); null until the names are
 * known (or failed to load: the ids are shown then). A group the directory no longer has keeps its
 * guid. A tool without people or groups needs no call.
 */
export function useDirectoryNames(ids: readonly string[] | null): NameOf | null {
  const personIds = useMemo(() => (ids ?? []).filter(isPersonId), [ids]);
  const groupGuids = useMemo(() => [...new Set((ids ?? []).filter(isGroupGuid))], [ids]);
  const people = useQuery({ ...peopleByIdQuery(personIds), enabled: ids !== null && personIds.length > 0 });
  const groups = useQuery({ ...groupsByGuidQuery(groupGuids), enabled: ids !== null && groupGuids.length > 0 });
  const peopleKnown = personIds.length === 0 || people.data !== undefined || people.isError;
  const groupsKnown = groupGuids.length === 0 || groups.data !== undefined || groups.isError;
  const ready = ids !== null && peopleKnown && groupsKnown;
  return useMemo(() => {
    if (!ready) return null;
    const byId = new Map((people.data ?? []).map((person) => [person._id, personEntry(person)]));
    const titles = new Map((groups.data ?? []).map((group) => [group.guid, group.title]));
    return (id: string): DirectoryEntry | null => (isPersonId(id) ? (byId.get(id) ?? null) : { id, label: titles.get(id) ?? id, kind: 'group' });
  }, [ready, people.data, groups.data]);
}
