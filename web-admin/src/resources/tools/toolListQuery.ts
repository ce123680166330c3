import type { GetListParams } from 'react-admin';
import type { AdminToolRecord } from '@contracts';

/** The tools list's order when the person has chosen none (spec section 2). */
export const TOOL_LIST_DEFAULT_SORT = { field: 'name', order: 'ASC' } as const;

/** The subsidiaries an administrator may choose, in the list's cells and the tool form. */
export const SUBSIDIARY_CHOICES_QUERY: GetListParams = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} };

/** The managers and viewers a page of the list names: people by `_id`, groups by guid ("all" is nobody). */
export function directoryValuesOf(tools: readonly AdminToolRecord[]): string[] {
  return tools.flatMap((tool) => [...tool.managers, ...tool.users]).filter((value) => value !== 'all');
}
