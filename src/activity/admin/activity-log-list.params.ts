import { LIMITS } from '../../contracts/limits';
import { DomainError } from '../../platform/http/domain.error';
import type { ActivityLogCriteria } from '../activity-log.criteria';

/** Not in the spec: one list call answers at most this many lines (the page shows 50). */
export const LOGS_MAX_PAGE = 100;
const TEXT_MAX_LENGTH = 100;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

export class InvalidLogListParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('LOGS.INVALID_LIST_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}

export interface SimpleRestQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

/**
 * Reads ra-data-simple-rest's `sort=["created_time","DESC"]` (the only sortable column; newest first by
 * default), `range=[0,49]` (cut to LOGS_MAX_PAGE rows) and `filter={"q","action","user","id"}`.
 * Malformed JSON, ids, sort or range answer 400 naming the parameter.
 */
export function activityLogCriteriaOf(query: SimpleRestQuery): ActivityLogCriteria {
  const criteria = activityLogFilterCriteriaOf(query) as ActivityLogCriteria;
  const range = json('range', query.range, [0, LIMITS.tablePageSize - 1]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new InvalidLogListParameter('range', '[first, last] with 0 ≤ first ≤ last');
  }
  criteria.offset = range[0];
  criteria.limit = Math.min(range[1] - range[0] + 1, LOGS_MAX_PAGE);
  return criteria;
}

/** The same filter and sort for the CSV export, without paging. */
export function activityLogFilterCriteriaOf(query: SimpleRestQuery): Omit<ActivityLogCriteria, 'offset' | 'limit'> {
  const filter = json('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new InvalidLogListParameter('filter', 'a JSON object');
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
  const sort = json('sort', query.sort, ['created_time', 'DESC']);
  if (!Array.isArray(sort) || sort.length !== 2 || !['created_time', 'id'].includes(sort[0]) || !['ASC', 'DESC'].includes(sort[1])) {
    throw new InvalidLogListParameter('sort', '["created_time","ASC|DESC"]');
  }
  criteria.ascending = sort[1] === 'ASC';
  return criteria;
}

/** `GET logs/all?page=N` (from 1): the spec's call, 50 lines a page, newest first. */
export function logsPageCriteriaOf(page: unknown): ActivityLogCriteria {
  const text = page === undefined || page === '' ? '1' : page;
  if (typeof text !== 'string' || !/^[1-9]\d{0,6}$/.test(text)) throw new InvalidLogListParameter('page', 'a page number from 1');
  return { offset: (Number(text) - 1) * LIMITS.tablePageSize, limit: LIMITS.tablePageSize, ascending: false };
}

function json(name: string, raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new InvalidLogListParameter(name, 'one JSON value');
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidLogListParameter(name, 'valid JSON');
  }
}
