import type { GetListParams } from 'react-admin';
import { LIMITS, type AdminToolRecord, type Language } from '@contracts';
import type { AdminPermissions } from '../authProvider';
import { lookUpEntries, unknownValues } from '../components/directory/lookUpEntries';
import { createDataProvider } from '../dataProvider';
import { earlyHttpClient } from '../httpClient';
import { isToolsHome } from './toolsHomeCode';
import { SUBSIDIARY_CHOICES_QUERY, TOOL_LIST_DEFAULT_SORT, directoryValuesOf } from '../resources/tools/toolListQuery';

/** The list's order, page and filters as react-admin keeps them between visits (its store, `tools.listParams`). */
interface StoredListParams {
  sort?: string | null;
  order?: 'ASC' | 'DESC' | null;
  page?: number | string | null;
  perPage?: number | string | null;
  filter?: Record<string, unknown> | null;
}

/** The page of the list react-admin will ask for: the stored choice, else page 1 by name (its `getQuery`). */
export function toolListParams(stored: StoredListParams | undefined, language: Language): GetListParams {
  return {
    pagination: { page: Number(stored?.page ?? 1), perPage: Number(stored?.perPage ?? LIMITS.tablePageSize) },
    sort: { field: stored?.sort ?? TOOL_LIST_DEFAULT_SORT.field, order: stored?.order ?? TOOL_LIST_DEFAULT_SORT.order },
    filter: stored?.filter ?? {},
    meta: { lang: language },
  };
}

const ignore = () => undefined;

/**
 * Starts the home's calls as the page loads, alongside the user call and the page's code, instead of
 * one after the other as the screens render: page 1 of the tools list then its managers' and viewers'
 * names, the categories and (for an administrator) the subsidiaries. The screens' own calls, made with
 * the same addresses, receive these answers (`earlyHttpClient`); a call that fails here is made again
 * by the screen, which handles its error. Another page, or a list address in the URL, starts nothing.
 */
export function startHomeCalls({
  location,
  language,
  storedListParams,
  permissions,
}: {
  location: Pick<Location, 'pathname' | 'search'>;
  language: Language;
  storedListParams: StoredListParams | undefined;
  permissions: () => Promise<AdminPermissions>;
}): void {
  if (location.search || !isToolsHome(location.pathname)) return;
  const early = createDataProvider(earlyHttpClient);
  early
    .getList<AdminToolRecord>('tools', toolListParams(storedListParams, language))
    .then(({ data }) => {
      const unknown = unknownValues(directoryValuesOf(data));
      return unknown.length ? lookUpEntries(early, unknown) : [];
    })
    .catch(ignore);
  early.getToolCategories(language).catch(ignore);
  permissions()
    .then((granted) => (granted.isAdministrator ? early.getList('subsidiaries', SUBSIDIARY_CHOICES_QUERY) : undefined))
    .catch(ignore);
}
