/** Columns the back-office tool list sorts on (back-office spec section 2: new, name, updated, created). */
type AdminToolSortKey = 'new' | 'name' | 'updated_time' | 'created_time';

/** The names react-admin may send for each column (its field `source`), and ours. */
export const ADMIN_TOOL_SORT_ALIASES: Record<string, AdminToolSortKey> = {
  new: 'new',
  is_new: 'new',
  name: 'name',
  title: 'name',
  updated_time: 'updated_time',
  updated: 'updated_time',
  created_time: 'created_time',
  created: 'created_time',
};

export interface AdminToolSort {
  key: AdminToolSortKey;
  ascending: boolean;
}

/** Default order of the table: by name, A to Z. */
export const DEFAULT_ADMIN_TOOL_SORT: AdminToolSort = { key: 'name', ascending: true };

/** What the list and the export filter on; an empty value is no filter. Ids are well-formed (checked on input). */
export interface AdminToolFilters {
  /** Text found in a title of any language, ignoring case and accents. */
  q: string;
  /** Tools managed by any of these users. */
  managers: string[];
  /** Tools listing any of these viewers (user ids or directory group names). */
  viewers: string[];
  categories: string[];
  subsidiaries: string[];
  /** Only these tools (the export of checked rows). */
  ids: string[];
}

/** One page of the tool table. */
export interface AdminToolListCriteria {
  filters: AdminToolFilters;
  sort: AdminToolSort;
  /** Rows skipped, from 0. */
  offset: number;
  /** Rows asked; capped by the params reader. */
  limit: number;
}
