import { LANGUAGES } from '../../contracts';
import type { CatalogueTool } from '../catalogue/catalogue-entry';
import type { ToolPredicate } from '../catalogue/catalogue-filters';
import type { AdminToolFilters } from './admin-tool-list.criteria';
import { accentInsensitivePattern } from './title-pattern';

/**
 * The in-memory twin of `filterClauses` (admin-tool-filter.ts), for the list served from the
 * catalogue: every filter given must hold (the caller's scope is checked apart). Same pattern for
 * the title as the database's `$regex` with `i`; ids compared as text
 * (an ObjectId or its text: stored in either form).
 */
export function adminToolFilterPredicate(filters: AdminToolFilters): ToolPredicate {
  const tests: ToolPredicate[] = [];
  const pattern = filters.q ? accentInsensitivePattern(filters.q) : '';
  if (pattern) {
    const title = new RegExp(pattern, 'i');
    tests.push((tool) => LANGUAGES.some((lang) => typeof tool.title?.[lang] === 'string' && title.test(tool.title[lang])));
  }
  if (filters.managers.length) tests.push(anyOf(filters.managers, (tool) => tool.managers));
  if (filters.viewers.length) tests.push(anyOf(filters.viewers, (tool) => tool.users));
  if (filters.categories.length) tests.push(anyOf(filters.categories, (tool) => tool.categories));
  if (filters.subsidiaries.length) tests.push(anyOf(filters.subsidiaries, (tool) => (tool.subsidiaryId ? [tool.subsidiaryId] : [])));
  if (filters.ids.length) tests.push(anyOf(filters.ids, (tool) => [tool._id]));
  return (tool) => tests.every((test) => test(tool));
}

/** Some value of the tool's field (ObjectId or text) is one of `wanted`. */
function anyOf(wanted: string[], values: (tool: CatalogueTool) => readonly unknown[] | null | undefined): ToolPredicate {
  const set = new Set(wanted);
  return (tool) => (values(tool) ?? []).some((value) => value !== null && value !== undefined && set.has(String(value)));
}
