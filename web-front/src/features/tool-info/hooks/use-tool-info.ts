import type { ToolCard } from '@contracts';
import { useMemo } from 'react';
import { getApp } from '@/api/tool-calls';
import { getGroupsByGuids, getUsersByIds } from '@/api/directory-calls';
import { useRemote, type Remote } from '@/hooks/use-remote';

const PERSON_ID = /^[0-9a-f]{24}$/i;
const EVERYBODY = 'all';

/**
 * The tool of the popup, then its managers' names: people by name, groups by title (a group the
 * directory no longer has keeps its guid); the names are null while they load.
 */
export function useToolInfo(id: string): { tool: Remote<ToolCard>; managerNames: string[] | null } {
  const tool = useRemote(`tool|${id}`, () => getApp(id), 'GET getApp');
  const managers = useMemo(() => tool.data?.managers ?? [], [tool.data]);
  const personIds = managers.filter((manager) => PERSON_ID.test(manager));
  const groupGuids = managers.filter((manager) => manager !== EVERYBODY && !PERSON_ID.test(manager));
  const people = useRemote(tool.data ? `managers|${personIds.join(',')}` : null, () => getUsersByIds(personIds), 'GET getUsers/id');
  const groups = useRemote(tool.data ? `manager-groups|${groupGuids.join(',')}` : null, () => getGroupsByGuids(groupGuids), 'GET getServices/id');
  const namesKnown =
    (personIds.length === 0 || people.data !== null || people.failed) && (groupGuids.length === 0 || groups.data !== null || groups.failed);
  const managerNames = useMemo(() => {
    if (!namesKnown) return null;
    const byId = new Map((people.data ?? []).map((person) => [person._id, person.fullname || `${person.firstname} ${person.lastname}`.trim()]));
    const byGuid = new Map((groups.data ?? []).map((group) => [group.guid, group.title]));
    return managers.map((manager) => byId.get(manager) ?? byGuid.get(manager) ?? (PERSON_ID.test(manager) ? '' : manager)).filter(Boolean);
  }, [managers, people.data, groups.data, namesKnown]);
  return { tool, managerNames };
}
