import { ADMIN_TOOLS } from './admin-tools.limits';
import { InvalidToolListParameter } from './admin-tools.errors';
import {
  ADMIN_TOOL_SORT_ALIASES,
  AdminToolFilters,
  AdminToolListCriteria,
  AdminToolSort,
  DEFAULT_ADMIN_TOOL_SORT,
} from './admin-tool-list.criteria';

/** Query parameters of ra-data-simple-rest: JSON strings `sort=["name","ASC"]`, `range=[0,49]`, `filter={...}`. */
export interface SimpleRestQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

/** A list call is one page of the table, or a getMany by ids (`filter={"id":[...]}`). */
export type AdminToolListRequest = { kind: 'page'; criteria: AdminToolListCriteria } | { kind: 'ids'; ids: string[] };

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Reads a react-admin list call; anything malformed is a 400 naming the parameter, never a silent default. */
export function adminToolListRequestOf(query: SimpleRestQuery): AdminToolListRequest {
  const filter = filterObjectOf(query.filter);
  if (filter.id !== undefined) return { kind: 'ids', ids: objectIdList('filter.id', filter.id) };
  const range = jsonParameter('range', query.range, [0, ADMIN_TOOLS.pageSize - 1]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new InvalidToolListParameter('range', '[first, last] with 0 ≤ first ≤ last', range);
  }
  return {
    kind: 'page',
    criteria: {
      filters: filtersOf(filter),
      sort: sortOf(query.sort),
      offset: range[0],
      limit: Math.min(range[1] - range[0] + 1, ADMIN_TOOLS.maxRange),
    },
  };
}

/** The export takes the list's filter and sort (what the table shows), without paging; `id` restricts it to checked rows. */
export function adminToolExportRequestOf(query: SimpleRestQuery): { filters: AdminToolFilters; sort: AdminToolSort } {
  const filter = filterObjectOf(query.filter);
  const ids = filter.id === undefined ? [] : objectIdList('filter.id', filter.id);
  return { filters: { ...filtersOf(filter), ids }, sort: sortOf(query.sort) };
}

function filtersOf(filter: Record<string, unknown>): AdminToolFilters {
  const { q } = filter;
  if (q !== undefined && q !== null && typeof q !== 'string') throw new InvalidToolListParameter('filter.q', 'text', q);
  return {
    q: cutText(typeof q === 'string' ? q.trim() : ''),
    managers: objectIdList('filter.managers', filter.managers),
    // The table's column is "users" (the tool's field); the filter panel says "viewers": both are read.
    viewers: viewerIdList('filter.viewers', [...list(filter.viewers), ...list(filter.users)]),
    categories: objectIdList('filter.category', [...list(filter.category), ...list(filter.categories)]),
    subsidiaries: objectIdList('filter.subsidiary', [...list(filter.subsidiary), ...list(filter.subsidiaryId)]),
    ids: [],
  };
}

function sortOf(raw: unknown): AdminToolSort {
  const sort = jsonParameter('sort', raw, null);
  if (sort === null) return DEFAULT_ADMIN_TOOL_SORT;
  const key = Array.isArray(sort) && typeof sort[0] === 'string' ? ADMIN_TOOL_SORT_ALIASES[sort[0]] : undefined;
  if (!Array.isArray(sort) || sort.length !== 2 || !key || !['ASC', 'DESC'].includes(sort[1])) {
    throw new InvalidToolListParameter('sort', '["<new|name|updated_time|created_time>","ASC|DESC"]', sort);
  }
  return { key, ascending: sort[1] === 'ASC' };
}

function filterObjectOf(raw: unknown): Record<string, unknown> {
  const filter = jsonParameter('filter', raw, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new InvalidToolListParameter('filter', 'a JSON object');
  return filter as Record<string, unknown>;
}

/** A filter value may be one value or a list; null and "" mean no filter (react-admin sends them for cleared inputs). */
function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function objectIdList(name: string, value: unknown): string[] {
  const values = list(value);
  checkCount(name, values);
  for (const id of values) if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new InvalidToolListParameter(name, 'ids of 24 hexadecimal digits', id);
  return [...new Set((values as string[]).map((id) => id.toLowerCase()))];
}

/** Viewers are user ids or directory group names (users' `services`), so any short plain text is an id. */
function viewerIdList(name: string, values: unknown[]): string[] {
  checkCount(name, values);
  for (const id of values) {
    if (typeof id !== 'string' || !id.trim() || id.length > ADMIN_TOOLS.maxViewerIdLength || CONTROL_CHARACTER.test(id)) {
      throw new InvalidToolListParameter(name, 'user ids or group names', id);
    }
  }
  return [...new Set((values as string[]).map((id) => (OBJECT_ID.test(id) ? id.toLowerCase() : id)))];
}

function checkCount(name: string, values: unknown[]) {
  if (values.length > ADMIN_TOOLS.maxFilterValues) throw new InvalidToolListParameter(name, `at most ${ADMIN_TOOLS.maxFilterValues} values`);
}

/** Cut by code points, so a title in a non-Latin script is never split in the middle of a character. */
function cutText(text: string): string {
  const chars = Array.from(text);
  return chars.length > ADMIN_TOOLS.maxTextLength ? chars.slice(0, ADMIN_TOOLS.maxTextLength).join('') : text;
}

function jsonParameter(name: string, raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new InvalidToolListParameter(name, 'one JSON value');
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidToolListParameter(name, 'valid JSON');
  }
}

// `tools 0-49/1234`; an empty page has no rows to name, so it answers `tools */0` (the unsatisfied-range form).
export function contentRangeOf(resource: string, offset: number, returned: number, total: number): string {
  return returned > 0 ? `${resource} ${offset}-${offset + returned - 1}/${total}` : `${resource} */${total}`;
}
