import type { ScimListQuery } from '../contracts/requests';
import type { DirectoryCriteria, Page } from '../directory/directory.public';
import { type Attribute, criteriaOf, equalityOn } from './filter/filter-criteria';
import { parseScimFilter } from './filter/scim-filter';
import { listResponse, pagingOf } from './scim-response';
import { ScimError } from './scim.errors';

/** What one resource type's list call reads from the directory. */
export interface ScimListSource<T, F extends string> {
  /** The attributes a filter may name, and the directory field each compares. */
  attributes: Record<string, Attribute<F>>;
  /** One page of what matches the criteria (all when null). */
  find(criteria: DirectoryCriteria<F> | null, offset: number, limit: number): Promise<Page<T>>;
  /**
   * The lookups an identity provider makes before each change, `attr eq "value"` on one key: each is one
   * read by key, never a scan. Tried in order; a filter on another attribute goes to `find`.
   */
  lookups: [attribute: string, read: (value: string) => Promise<T | null>][];
}

/**
 * A list call of RFC 7644 §3.4.2, whatever the resource: its paging, sorting refused (ServiceProviderConfig
 * says so), its filter parsed to criteria or to a lookup by key, and the ListResponse of the page, each item
 * turned into its resource by `resourceOf`.
 */
export async function scimList<T, F extends string>(query: ScimListQuery, source: ScimListSource<T, F>, resourceOf: (item: T) => Promise<object> | object) {
  const paging = pagingOf(query);
  if (query.sortBy) throw new ScimError(400, 'invalidValue', 'Sorting is not supported (see ServiceProviderConfig).');
  const filter = query.filter ? parseScimFilter(query.filter) : null;
  const criteria = filter ? criteriaOf(filter, source.attributes) : null;
  const lookup = filter ? source.lookups.map(([attribute, read]) => [equalityOn(filter, attribute), read] as const).find(([value]) => value !== null) : undefined;
  let page: Page<T>;
  if (lookup) {
    const single = await lookup[1](lookup[0]!);
    page = { total: single ? 1 : 0, items: single && paging.startIndex === 1 && paging.count > 0 ? [single] : [] };
  } else page = await source.find(criteria, paging.startIndex - 1, paging.count);
  return listResponse(page.total, paging, await Promise.all(page.items.map(resourceOf)));
}
