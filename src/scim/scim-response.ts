import { ScimError } from './scim.errors';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** A page holds at most this many resources (issue 34; ServiceProviderConfig's `filter.maxResults`). */
export const SCIM_PAGE_MAX = 100;

export interface Paging {
  /** 1-based, as RFC 7644 §3.4.2.4. */
  startIndex: number;
  count: number;
}

/** `startIndex` (default 1; below 1 is 1) and `count` (default and at most 100; below 0 is 0). */
export function pagingOf(query: { startIndex?: string; count?: string }): Paging {
  const integer = (text: string | undefined, name: string, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    if (!/^-?\d+$/.test(text.trim())) throw new ScimError(400, 'invalidValue', `"${name}" must be an integer.`);
    return Number(text);
  };
  const startIndex = Math.max(1, integer(query.startIndex, 'startIndex', 1));
  const count = Math.min(SCIM_PAGE_MAX, Math.max(0, integer(query.count, 'count', SCIM_PAGE_MAX)));
  return { startIndex, count };
}

export function listResponse(total: number, paging: Paging, resources: object[]) {
  return { schemas: [LIST_RESPONSE], totalResults: total, startIndex: paging.startIndex, itemsPerPage: resources.length, Resources: resources };
}

/** The attribute names of `attributes` / `excludedAttributes` (top level, lower-case, core URN removed). */
export function attributeList(text: string | undefined): Set<string> | null {
  if (!text) return null;
  return new Set(
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
      .map((name) => name.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, '').split('.')[0]),
  );
}

const ALWAYS = new Set(['id', 'schemas']);

/** RFC 7644 §3.4.2.5: only the `attributes` asked for (and `id`), or all but `excludedAttributes`. */
export function project<T extends Record<string, unknown>>(resource: T, query: { attributes?: string; excludedAttributes?: string }): Partial<T> {
  const wanted = attributeList(query.attributes);
  const excluded = attributeList(query.excludedAttributes);
  if (!wanted && !excluded) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (ALWAYS.has(name)) return true;
      if (wanted) return wanted.has(name) || [...wanted].some((w) => w.startsWith(`${name}:`) || name.startsWith(w));
      return !excluded!.has(name);
    }),
  ) as Partial<T>;
}

/** Whether a group's members are asked for (Entra ID looks groups up with `excludedAttributes=members`). */
export function wantsMembers(query: { attributes?: string; excludedAttributes?: string }): boolean {
  const wanted = attributeList(query.attributes);
  if (wanted) return wanted.has('members');
  return !attributeList(query.excludedAttributes)?.has('members');
}
