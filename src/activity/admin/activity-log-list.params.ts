import { orThrow, readFilterObject, readRange, readSort, SimpleRestListQuery } from '../../contracts/simple-rest-list';
import { LIMITS } from '../../contracts/limits';
import { DomainError } from '../../platform/http/domain.error';
import type { ActivityLogCriteria } from '../activity-log.criteria';

/** Not in the spec: one list call answers at most this many lines (the page shows 50). */
const LOGS_MAX_PAGE = 100;
const TEXT_MAX_LENGTH = 100;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

class InvalidLogListParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('LOGS.INVALID_LIST_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}

/**
 * Reads ra-data-simple-rest's `sort=["created_time","DESC"]` (the only sortable column; newest first by
 * default), `range=[0,49]` (cut to LOGS_MAX_PAGE rows) and `filter={"q","action","user","id"}`.
 * Malformed JSON, ids, sort or range answer 400 naming the parameter.
 */
export function activityLogCriteriaOf(query: SimpleRestListQuery): ActivityLogCriteria {
  const criteria = activityLogFilterCriteriaOf(query) as ActivityLogCriteria;
  Object.assign(criteria, orThrow(readRange(query.range, LIMITS.tablePageSize, LOGS_MAX_PAGE), InvalidLogListParameter));
  return criteria;
}

/** The same filter and sort for the CSV export, without paging. */
export function activityLogFilterCriteriaOf(query: SimpleRestListQuery): Omit<ActivityLogCriteria, 'offset' | 'limit'> {
  const filter = orThrow(readFilterObject(query.filter), InvalidLogListParameter);
  const { q, action, user, id } = filter as Record<string, unknown>;
  const criteria: Omit<ActivityLogCriteria, 'offset' | 'limit'> = {};
  if (id !== undefined) {
    const ids = [id].flat();
    if (!ids.every((entry) => typeof entry === 'string' && OBJECT_ID.test(entry))) throw new InvalidLogListParameter('filter.id', 'log line ids');
    criteria.ids = ids as string[];
  }
  if (q !== undefined) {
    if (typeof q !== 'string') throw new InvalidLogListParameter('filter.q', 'text');
    if (q.trim()) criteria.q = q.trim().slice(0, TEXT_MAX_LENGTH);
  }
  if (action !== undefined) {
    if (typeof action !== 'string') throw new InvalidLogListParameter('filter.action', 'text');
    if (action.trim()) criteria.action = action.trim().slice(0, TEXT_MAX_LENGTH);
  }
  if (user !== undefined) {
    if (typeof user !== 'string' || !OBJECT_ID.test(user)) throw new InvalidLogListParameter('filter.user', 'a user id');
    criteria.userId = user;
  }
  const sort = orThrow(readSort(query.sort, ['created_time', 'id'], { key: 'created_time', ascending: false }, '["created_time","ASC|DESC"]'), InvalidLogListParameter);
  criteria.ascending = sort.ascending;
  return criteria;
}

/** `GET logs/all?page=N` (from 1): the spec's call, 50 lines a page, newest first. */
export function logsPageCriteriaOf(page: unknown): ActivityLogCriteria {
  const text = page === undefined || page === '' ? '1' : page;
  if (typeof text !== 'string' || !/^[1-9]\d{0,6}$/.test(text)) throw new InvalidLogListParameter('page', 'a page number from 1');
  return { offset: (Number(text) - 1) * LIMITS.tablePageSize, limit: LIMITS.tablePageSize, ascending: false };
}
