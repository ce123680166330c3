import type { Language } from '../../contracts';
import { byTitle } from '../wall/wall-order';
import type { AdminToolSort } from './admin-tool-list.criteria';

/** What ordering a tool needs: read for every matching tool, so kept small. */
export interface SortableTool {
  _id: string;
  title: Record<string, string>;
  /** Derived (flagged or fewer than 15 days old), not the stored flag. */
  is_new: boolean;
  created_time?: Date | string | null;
  updated_time?: Date | string | null;
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);

/**
 * The table's orders. `name`: lower-case title in the request language, falling back to en then fr,
 * compared in that language (the wall's rule, so both lists agree). `new`: new tools first (the
 * spec's new = 1 before 2), then by name; descending puts the others first. Dates: then by id, so
 * pages never repeat or skip tools with equal values.
 */
export function compareAdminTools<T extends SortableTool>(sort: AdminToolSort, language: Language): (a: T, b: T) => number {
  const dir = sort.ascending ? 1 : -1;
  const title = byTitle<T>(language);
  switch (sort.key) {
    case 'name':
      return (a, b) => dir * title(a, b);
    case 'new':
      return (a, b) => dir * (Number(b.is_new) - Number(a.is_new)) || title(a, b);
    case 'updated_time':
    case 'created_time': {
      const key = sort.key;
      return (a, b) => dir * (time(a[key]) - time(b[key]) || a._id.localeCompare(b._id));
    }
  }
}
