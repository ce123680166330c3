import { useMemo } from 'react';
import { getGroupsByGuids, getUsersByIds } from '@/api/directory-calls';
import { useRemote } from '@/hooks/use-remote';
import type { Picked } from '../tool-form-values';

const PERSON_ID = /^[0-9a-f]{24}$/i;
const EVERYBODY = 'all';

/**
 * Names the people and groups of a tool (managers and viewers are person ids or group guids); null
 * until the names are known. A group the directory no longer has keeps its guid. A tool without
 * people or groups needs no call.
 */
export function usePeopleNames(ids: readonly string[] | null): ((id: string) => Picked) | null {
  const personIds = (ids ?? []).filter((id) => PERSON_ID.test(id));
  const groupGuids = [...new Set((ids ?? []).filter((id) => id !== EVERYBODY && !PERSON_ID.test(id)))];
  const people = useRemote(ids === null ? null : `people|${personIds.join(',')}`, () => getUsersByIds(personIds), 'GET getUsers/id');
  const groups = useRemote(ids === null ? null : `groups|${groupGuids.join(',')}`, () => getGroupsByGuids(groupGuids), 'GET getServices/id');
  const peopleKnown = personIds.length === 0 || people.data !== null || people.failed;
  const groupsKnown = groupGuids.length === 0 || groups.data !== null || groups.failed;
  const ready = ids !== null && peopleKnown && groupsKnown;
  return useMemo(() => {
    if (!ready) return null;
    const names = new Map((people.data ?? []).map((person) => [person._id, person.fullname || `${person.firstname} ${person.lastname}`.trim()]));
    const titles = new Map((groups.data ?? []).map((group) => [group.guid, group.title]));
    return (id: string): Picked =>
      PERSON_ID.test(id) ? { id, label: names.get(id) ?? id, kind: 'person' } : { id, label: titles.get(id) ?? id, kind: 'group' };
  }, [ready, people.data, groups.data]);
}
