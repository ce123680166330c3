import { Types } from 'mongoose';
import { escapeRegExp } from '../contracts/text';

/** What a list or an export of the log asks for; always sorted by creation time (newest first unless ascending). */
export interface ActivityLogCriteria {
  /** Part of the message, case-insensitive. */
  q?: string;
  /** An action or the start of one ("defaults." for every default tool line). */
  action?: string;
  /** The user who acted. */
  userId?: string;
  /** getMany: these ids only. */
  ids?: string[];
  ascending?: boolean;
  offset: number;
  limit: number;
}

export function activityLogFilterOf(criteria: Omit<ActivityLogCriteria, 'offset' | 'limit' | 'ascending'>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (criteria.ids) filter._id = { $in: criteria.ids.map((id) => new Types.ObjectId(id)) };
  if (criteria.q) filter.message = { $regex: escapeRegExp(criteria.q), $options: 'i' };
  if (criteria.action) filter.action = { $regex: `^${escapeRegExp(criteria.action)}` };
  if (criteria.userId) filter['user._id'] = new Types.ObjectId(criteria.userId);
  return filter;
}

export function activityLogSortOf(ascending = false): Record<string, 1 | -1> {
  const direction = ascending ? 1 : -1;
  return { created_time: direction, _id: direction };
}
