import { orThrow, readFilterObject, readRange, readSort, SimpleRestListQuery } from '../../contracts';
import { ADMIN_TOOLS } from './admin-tools.limits';
import { InvalidToolListParameter } from './admin-tools.errors';
import {
  ADMIN_TOOL_SORT_ALIASES,
  AdminToolFilters,
  AdminToolListCriteria,
  AdminToolSort,
  DEFAULT_ADMIN_TOOL_SORT,
} from './admin-tool-list.criteria';

/** A list call is one page of the table, or a getMany by ids (`filter={"id":[...]}`). */
type AdminToolListRequest = { kind: 'page'; criteria: AdminToolListCriteria } | { kind: 'ids'; ids: string[] };

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Reads a react-admin list call; anything malformed is a 400 naming the parameter, never a silent default. */
export function adminToolListRequestOf(query: SimpleRestListQuery): AdminToolListRequest {
  const filter = filterObjectOf(query.filter);
  if (filter.id !== undefined) return { kind: 'ids', ids: objectIdList('filter.id', filter.id) };
  const range = orThrow(readRange(query.range, ADMIN_TOOLS.pageSize, ADMIN_TOOLS.maxRange), InvalidToolListParameter);
  return {
    kind: 'page',
    criteria: {
      filters: filtersOf(filter),
      sort: sortOf(query.sort),
      ...range,
    },
  };
}

/** The export takes the list's filter and sort (what the table shows), without paging; `id` restricts it to checked rows. */
export function adminToolExportRequestOf(query: SimpleRestListQuery): { filters: AdminToolFilters; sort: AdminToolSort } {
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
  const expected = '["<new|name|updated_time|created_time>","ASC|DESC"]';
  return orThrow(readSort(raw, ADMIN_TOOL_SORT_ALIASES, DEFAULT_ADMIN_TOOL_SORT, expected), InvalidToolListParameter);
}

function filterObjectOf(raw: unknown): Record<string, unknown> {
  return orThrow(readFilterObject(raw), InvalidToolListParameter);
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
