import { orThrow, readFilterObject, readRange, readSort, SimpleRestListQuery } from '../contracts/simple-rest-list';
import { ALL_LANGUAGES, isObjectIdText } from '../contracts/default-tool-rules';
import { isLanguage } from '../contracts/languages';
import { InvalidDefaultToolListParameter } from './default-tools.errors';
import type { DefaultToolListCriteria } from './queries/list-default-tools/list-default-tools.query';

/** Not in the spec: one list call answers at most this many rows (the table shows 50). */
const DEFAULT_TOOLS_MAX_PAGE = 100;
const Q_MAX_LENGTH = 100;

/**
 * Reads ra-data-simple-rest's `sort=["position","ASC"]`, `range=[0,49]`, `filter={"q":…,"id":[…],
 * "language":…,"subsidiary":…}`. The list is ordered by position only (its meaning is the order);
 * anything malformed is a 400 naming the parameter, never a silent default.
 */
export function defaultToolListCriteriaOf(query: SimpleRestListQuery): DefaultToolListCriteria {
  const filter = orThrow(readFilterObject(query.filter), InvalidDefaultToolListParameter);
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

  const sort = orThrow(readSort(query.sort, ['position'], { key: 'position', ascending: true }), InvalidDefaultToolListParameter);
  criteria.descending = !sort.ascending;

  Object.assign(criteria, orThrow(readRange(query.range, DEFAULT_TOOLS_MAX_PAGE, DEFAULT_TOOLS_MAX_PAGE), InvalidDefaultToolListParameter));
  return criteria;
}
