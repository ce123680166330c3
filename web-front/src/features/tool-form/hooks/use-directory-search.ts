import { useEffect, useRef, useState } from 'react';
import { isDirectorySearchText, LIMITS } from '@contracts';
import { searchGroups, searchUsers } from '@/api/directory-calls';
import type { Picked } from '../tool-form-values';

export interface DirectorySearch {
  results: Picked[];
  searching: boolean;
}

/**
 * People (and groups when `withGroups`) matching `text`, asked 250 ms after the last keystroke; an
 * answer to an older text is dropped, so the list always matches what is typed.
 */
export function useDirectorySearch(text: string, withGroups: boolean): DirectorySearch {
  const [state, setState] = useState<DirectorySearch>({ results: [], searching: false });
  const latest = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const request = ++latest.current;
    if (!isDirectorySearchText(query)) {
      setState({ results: [], searching: false });
      return;
    }
    setState((previous) => ({ ...previous, searching: true }));
    const timer = setTimeout(() => {
      const people = searchUsers(query).then((found) =>
        found.map((person): Picked => ({ id: person._id, label: person.fullname || `${person.firstname} ${person.lastname}`.trim(), kind: 'person' })),
      );
      const groups = withGroups
        ? searchGroups(query).then((found) => found.map((group): Picked => ({ id: group.title, label: group.title, kind: 'group' })))
        : Promise.resolve([]);
      Promise.all([people, groups]).then(
        ([foundPeople, foundGroups]) => request === latest.current && setState({ results: [...foundPeople, ...foundGroups], searching: false }),
        (error: unknown) => {
          // Spec section 8: lookups only log their errors.
          console.error('directory search failed', error);
          if (request === latest.current) setState({ results: [], searching: false });
        },
      );
    }, LIMITS.directorySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, withGroups]);

  return state;
}
