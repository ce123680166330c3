import { Types } from 'mongoose';
import { LANGUAGES } from '../../contracts';
import type { AdminToolFilters } from './admin-tool-list.criteria';
import { accentInsensitivePattern } from './title-pattern';

/**
 * The database filter of the list and the export: the caller's scope (adminToolsFilter: not
 * deleted, and the sub-administrator's subsidiary) AND every filter given. `$and` keeps the scope
 * whole: a sub-administrator filtering on another subsidiary gets nothing, not that subsidiary.
 * Only equality, `$in` and one regex per language: what FerretDB answers correctly.
 */
export function adminToolListFilter(scope: Record<string, unknown>, filters: AdminToolFilters): Record<string, unknown> {
  const clauses = filterClauses(filters);
  return clauses.length ? { $and: [scope, ...clauses] } : scope;
}

export function filterClauses(filters: AdminToolFilters): Record<string, unknown>[] {
  const clauses: Record<string, unknown>[] = [];
  const pattern = filters.q ? accentInsensitivePattern(filters.q) : '';
  if (pattern) clauses.push({ $or: LANGUAGES.map((lang) => ({ [`title.${lang}`]: { $regex: pattern, $options: 'i' } })) });
  if (filters.managers.length) clauses.push({ managers: { $in: filters.managers } });
  if (filters.viewers.length) clauses.push({ users: { $in: filters.viewers } });
  if (filters.categories.length) clauses.push({ categories: { $in: eitherForm(filters.categories) } });
  if (filters.subsidiaries.length) clauses.push({ subsidiaryId: { $in: eitherForm(filters.subsidiaries) } });
  if (filters.ids.length) clauses.push({ _id: { $in: filters.ids.map(objectId) } });
  return clauses;
}

const objectId = (id: string) => new Types.ObjectId(id);

/**
 * The schema declares `categories` and `subsidiaryId` with bson's ObjectId class, which mongoose
 * reads as Mixed: values are stored as written, an ObjectId or its text. Match both.
 */
const eitherForm = (ids: string[]) => [...ids.map(objectId), ...ids];
