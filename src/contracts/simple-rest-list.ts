/**
 * Reading a ra-data-simple-rest list call (`sort=["name","ASC"]`, `range=[0,49]`, `filter={...}`), written
 * once. Each reader answers a value or the parameter it could not read with what it expected; the server's
 * modules turn a failure into their 400 naming the parameter (`orThrow`), and read their own filter fields.
 */
export interface SimpleRestListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

/** A failure carries what was sent (`got`) when it parsed, so the message can echo it. */
export type ListParameterRead<T> = { ok: true; value: T } | { ok: false; parameter: string; expected: string; got?: unknown };

const failed = (parameter: string, expected: string, got?: unknown): { ok: false; parameter: string; expected: string; got?: unknown } =>
  got === undefined ? { ok: false, parameter, expected } : { ok: false, parameter, expected, got };

/** One list parameter's JSON value (`fallback` when absent). */
export function readJsonParameter(name: string, raw: unknown, fallback: unknown): ListParameterRead<unknown> {
  if (raw === undefined || raw === '') return { ok: true, value: fallback };
  if (typeof raw !== 'string') return failed(name, 'one JSON value');
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return failed(name, 'valid JSON');
  }
}

/** `filter` as an object, `{}` when absent. */
export function readFilterObject(raw: unknown): ListParameterRead<Record<string, unknown>> {
  const read = readJsonParameter('filter', raw, {});
  if (!read.ok) return read;
  const filter = read.value;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return failed('filter', 'a JSON object');
  return { ok: true, value: filter as Record<string, unknown> };
}

/** `range=[first,last]` as an offset and a limit cut to `maxRange`; absent, the first `pageSize` rows. */
export function readRange(raw: unknown, pageSize: number, maxRange = Infinity): ListParameterRead<{ offset: number; limit: number }> {
  const read = readJsonParameter('range', raw, [0, pageSize - 1]);
  if (!read.ok) return read;
  const range = read.value;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    return failed('range', '[first, last] with 0 ≤ first ≤ last', range);
  }
  return { ok: true, value: { offset: range[0], limit: Math.min(range[1] - range[0] + 1, maxRange) } };
}

/**
 * `sort=["key","ASC|DESC"]` with `key` one of `keys` (a list, or a map from the names the UI sends to the
 * server's keys); absent, `fallback`. `expected` overrides the message's list of keys.
 */
export function readSort<K extends string>(
  raw: unknown,
  keys: readonly K[] | Readonly<Record<string, K>>,
  fallback: { key: K; ascending: boolean },
  expected?: string,
): ListParameterRead<{ key: K; ascending: boolean }> {
  const read = readJsonParameter('sort', raw, null);
  if (!read.ok) return read;
  const sort = read.value;
  if (sort === null) return { ok: true, value: fallback };
  const names: Record<string, K> = Array.isArray(keys) ? Object.fromEntries(keys.map((key) => [key, key])) : (keys as Record<string, K>);
  const key = Array.isArray(sort) && typeof sort[0] === 'string' && Object.hasOwn(names, sort[0]) ? names[sort[0]] : undefined;
  if (!Array.isArray(sort) || sort.length !== 2 || !key || !['ASC', 'DESC'].includes(sort[1])) {
    return failed('sort', expected ?? `["<${Object.keys(names).join('|')}>","ASC|DESC"]`, sort);
  }
  return { ok: true, value: { key, ascending: sort[1] === 'ASC' } };
}

/** A read's value, or the module's own error naming the parameter. */
export function orThrow<T>(read: ListParameterRead<T>, error: new (parameter: string, expected: string, got?: unknown) => Error): T {
  if (!read.ok) throw new error(read.parameter, read.expected, read.got);
  return read.value;
}

export interface SimpleRestList<K extends string> {
  sort: { key: K; ascending: boolean };
  offset: number;
  limit: number;
  /** `filter.q`, trimmed and cut to 100 characters. */
  q: string;
  /** `filter.id` (a getMany), or null. */
  ids: string[] | null;
}

export type SimpleRestListResult<K extends string> = { ok: true; list: SimpleRestList<K> } | { ok: false; parameter: string; expected: string; got?: unknown };

const MAX_TEXT = 100;
const MAX_IDS = 200;

/** The whole list call of a small reference resource (categories, subsidiaries): sort, range, `q` and a getMany. */
export function readSimpleRestList<K extends string>(
  query: SimpleRestListQuery,
  sortKeys: readonly K[],
  defaults: { sort: K; pageSize: number; maxRange: number },
): SimpleRestListResult<K> {
  const filter = readFilterObject(query.filter);
  if (!filter.ok) return filter;
  const { q, id } = filter.value as { q?: unknown; id?: unknown };
  if (q !== undefined && q !== null && typeof q !== 'string') return failed('filter.q', 'text');
  let ids: string[] | null = null;
  if (id !== undefined) {
    const values = [id].flat();
    if (values.length > MAX_IDS || !values.every((value) => typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value))) {
      return failed('filter.id', `at most ${MAX_IDS} ids of 24 hexadecimal digits`);
    }
    ids = [...new Set((values as string[]).map((value) => value.toLowerCase()))];
  }
  const sort = readSort(query.sort, sortKeys, { key: defaults.sort, ascending: true });
  if (!sort.ok) return sort;
  const range = readRange(query.range, defaults.pageSize, defaults.maxRange);
  if (!range.ok) return range;
  return {
    ok: true,
    list: {
      sort: sort.value,
      ...range.value,
      q: Array.from(typeof q === 'string' ? q.trim() : '').slice(0, MAX_TEXT).join(''),
      ids,
    },
  };
}

// `categories 0-49/120`; an empty page has no rows to name, so it answers `categories */0` (the unsatisfied-range form).
export function simpleRestContentRange(resource: string, offset: number, returned: number, total: number): string {
  return returned > 0 ? `${resource} ${offset}-${offset + returned - 1}/${total}` : `${resource} */${total}`;
}

/**
 * Set ("true") on a list whose search matches more rows than it lists: the Content-Range total is
 * how many are listed (LIMITS.tableSearchListed for the users table), and the table asks for a
 * narrower search.
 */
export const MORE_MATCHES_HEADER = 'X-More-Matches';
