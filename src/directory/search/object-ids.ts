import { DIRECTORY_SEARCH } from './directory-search.limits';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A MongoDB id as the api receives it: 24 hex digits (mongoose would also accept any 12-character string). */
export function isObjectIdText(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

/** The well-formed ids of a lookup, once each, in the order asked, at most `max`: malformed ones are ignored. */
export function objectIdsOf(values: readonly unknown[], max: number = DIRECTORY_SEARCH.maxIdsPerLookup): string[] {
  const ids = values.map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value)).filter(isObjectIdText);
  return [...new Set(ids)].slice(0, max);
}

/** Answers in the order the ids were asked, which is the order a tool lists its managers. */
export function inRequestedOrder<T extends { _id: string }>(ids: string[], found: T[]): T[] {
  const byId = new Map(found.map((entry) => [entry._id, entry]));
  return ids.map((id) => byId.get(id)).filter((entry): entry is T => !!entry);
}
