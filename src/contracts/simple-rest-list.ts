/**
 * Reading a ra-data-simple-rest list call (`sort=["name","ASC"]`, `range=[0,49]`, `filter={...}`) of a
 * small reference resource (categories, subsidiaries), written once. Errors are values: the server turns
 * them into its 400, naming the parameter.
 */
export interface SimpleRestListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
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

export type SimpleRestListResult<K extends string> = { ok: true; list: SimpleRestList<K> } | { ok: false; parameter: string; expected: string };

const MAX_TEXT = 100;
const MAX_IDS = 200;

export function readSimpleRestList<K extends string>(
  query: SimpleRestListQuery,
  sortKeys: readonly K[],
  defaults: { sort: K; pageSize: number; maxRange: number },
): SimpleRestListResult<K> {
  const fail = (parameter: string, expected: string): SimpleRestListResult<K> => ({ ok: false, parameter, expected });
  const parsed: Record<string, unknown> = {};
  for (const name of ['sort', 'range', 'filter'] as const) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') return fail(name, 'one JSON value');
    try {
      parsed[name] = JSON.parse(raw);
    } catch {
      return fail(name, 'valid JSON');
    }
  }
  const filter = parsed.filter ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return fail('filter', 'a JSON object');
  const { q, id } = filter as { q?: unknown; id?: unknown };
  if (q !== undefined && q !== null && typeof q !== 'string') return fail('filter.q', 'text');
  let ids: string[] | null = null;
  if (id !== undefined) {
    const values = [id].flat();
    if (values.length > MAX_IDS || !values.every((value) => typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value))) {
      return fail('filter.id', `at most ${MAX_IDS} ids of 24 hexadecimal digits`);
    }
    ids = [...new Set((values as string[]).map((value) => value.toLowerCase()))];
  }
  const sort = parsed.sort ?? [defaults.sort, 'ASC'];
  if (!Array.isArray(sort) || sort.length !== 2 || !sortKeys.includes(sort[0]) || !['ASC', 'DESC'].includes(sort[1])) {
    return fail('sort', `["<${sortKeys.join('|')}>","ASC|DESC"]`);
  }
  const range = parsed.range ?? [0, defaults.pageSize - 1];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    return fail('range', '[first, last] with 0 ≤ first ≤ last');
  }
  return {
    ok: true,
    list: {
      sort: { key: sort[0], ascending: sort[1] === 'ASC' },
      offset: range[0],
      limit: Math.min(range[1] - range[0] + 1, defaults.maxRange),
      q: Array.from(typeof q === 'string' ? q.trim() : '').slice(0, MAX_TEXT).join(''),
      ids,
    },
  };
}

// `categories 0-49/120`; an empty page answers `categories */0` (the unsatisfied-range form).
export function simpleRestContentRange(resource: string, offset: number, returned: number, total: number): string {
  return returned > 0 ? `${resource} ${offset}-${offset + returned - 1}/${total}` : `${resource} */${total}`;
}
