import { ALL_LANGUAGES, isObjectIdText } from '../../contracts/default-tool-rules';
import { isLanguage } from '../../contracts/languages';
import { InvalidDefaultToolListParameter } from '../default-tools.errors';
import type { DefaultToolListCriteria } from '../queries/list-default-tools/list-default-tools.query';

/** Not in the spec: one list call answers at most this many rows (the table shows 50). */
export const DEFAULT_TOOLS_MAX_PAGE = 100;
const Q_MAX_LENGTH = 100;

export interface SimpleRestQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

/**
 * Reads ra-data-simple-rest's `sort=["position","ASC"]`, `range=[0,49]`, `filter={"q":…,"id":[…],
 * "language":…,"subsidiary":…}`. The list is ordered by position only (its meaning is the order);
 * anything malformed is a 400 naming the parameter, never a silent default.
 */
export function defaultToolListCriteriaOf(query: SimpleRestQuery): DefaultToolListCriteria {
  const filter = json('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new InvalidDefaultToolListParameter('filter', 'a JSON object');
  const { q, id, language, subsidiary, subsidiaryId } = filter as Record<string, unknown>;
  const criteria: DefaultToolListCriteria = {};
  if (id !== undefined) {
    const ids = [id].flat();
    if (!ids.every(isObjectIdText)) throw new InvalidDefaultToolListParameter('filter.id', 'default tool ids');
    criteria.ids = ids as string[];
  }
  if (q !== undefined) {
    if (typeof q !== 'string') throw new InvalidDefaultToolListParameter('filter.q', 'text');
    criteria.q = q.slice(0, Q_MAX_LENGTH);
  }
  if (language !== undefined) {
    if (language !== ALL_LANGUAGES && !isLanguage(language)) throw new InvalidDefaultToolListParameter('filter.language', 'all, en, fr, zh or ja');
    criteria.language = language;
  }
  const sub = subsidiaryId ?? subsidiary;
  if (sub !== undefined) {
    if (sub !== null && !isObjectIdText(sub)) throw new InvalidDefaultToolListParameter('filter.subsidiary', 'a subsidiary id or null');
    criteria.subsidiaryId = sub === null ? null : (sub as string).toLowerCase();
  }

  const sort = json('sort', query.sort, ['position', 'ASC']);
  if (!Array.isArray(sort) || sort.length !== 2 || sort[0] !== 'position' || !['ASC', 'DESC'].includes(sort[1])) {
    throw new InvalidDefaultToolListParameter('sort', '["position","ASC|DESC"]');
  }
  criteria.descending = sort[1] === 'DESC';

  const range = json('range', query.range, [0, DEFAULT_TOOLS_MAX_PAGE - 1]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new InvalidDefaultToolListParameter('range', '[first, last] with 0 ≤ first ≤ last');
  }
  criteria.offset = range[0];
  criteria.limit = Math.min(range[1] - range[0] + 1, DEFAULT_TOOLS_MAX_PAGE);
  return criteria;
}

function json(name: string, raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new InvalidDefaultToolListParameter(name, 'one JSON value');
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidDefaultToolListParameter(name, 'valid JSON');
  }
}
