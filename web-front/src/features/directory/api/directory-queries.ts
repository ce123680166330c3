import { queryOptions } from '@tanstack/react-query';
import { getGroupsByGuids, getUsersByIds, searchGroups, searchUsers } from '@/api/directory-calls';
import { foundGroupEntry, personEntry, type DirectoryEntry } from '../directory-entry';

/** Every directory read of the front, by key: searches by text, people and groups by id. */
const DIRECTORY = 'directory';

/** People (and groups when `withGroups`) whose name holds `text`, people first. */
export function directorySearchQuery(text: string, withGroups: boolean) {
  return queryOptions({
    queryKey: [DIRECTORY, 'search', text, withGroups],
    queryFn: async (): Promise<DirectoryEntry[]> => {
      const [people, groups] = await Promise.all([searchUsers(text), withGroups ? searchGroups(text) : Promise.resolve([])]);
      return [...people.map(personEntry), ...groups.map(foundGroupEntry)];
    },
    meta: { call: 'directory search' },
  });
}

export function peopleByIdQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: [DIRECTORY, 'people', ids],
    queryFn: () => getUsersByIds(ids),
    meta: { call: 'GET getUsers/id' },
  });
}

export function groupsByGuidQuery(guids: readonly string[]) {
  return queryOptions({
    queryKey: [DIRECTORY, 'groups', guids],
    queryFn: () => getGroupsByGuids(guids),
    meta: { call: 'GET getServices/id' },
  });
}
