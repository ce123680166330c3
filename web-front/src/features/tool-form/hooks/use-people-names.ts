import { useMemo } from 'react';
import { getUsersByIds } from '@/api/directory-calls';
import { useRemote } from '@/hooks/use-remote';
import type { Picked } from '../tool-form-values';

const PERSON_ID = /^[0-9a-f]{24}$/i;

/**
 * Names the people of a tool (managers and viewers are person ids or group names); null until the
 * names are known. A tool without people needs no call.
 */
export function usePeopleNames(ids: readonly string[] | null): ((id: string) => Picked) | null {
  const personIds = (ids ?? []).filter((id) => PERSON_ID.test(id));
  const key = ids === null ? null : `people|${personIds.join(',')}`;
  const people = useRemote(key, () => getUsersByIds(personIds), 'GET getUsers/id');
  const ready = ids !== null && (personIds.length === 0 || people.data !== null || people.failed);
  return useMemo(() => {
    if (!ready) return null;
    const names = new Map((people.data ?? []).map((person) => [person._id, person.fullname || `${person.firstname} ${person.lastname}`.trim()]));
    return (id: string): Picked =>
      PERSON_ID.test(id) ? { id, label: names.get(id) ?? id, kind: 'person' } : { id, label: id, kind: 'group' };
  }, [ready, people.data]);
}
