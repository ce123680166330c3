import { Types, type FilterQuery } from 'mongoose';
import type { DirectoryCriteria } from './provisioning.types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A provisioning filter as a MongoDB query. On MongoDB an equality on a field of the directory's indexes
 * uses them; on FerretDB (development) every filter but `_id` scans, which is why the SCIM lookups an
 * identity provider makes on every change (`userName eq`, `externalId eq`, `displayName eq`) never come
 * here but go through the lookup maps (DirectoryProvisioningReader).
 */
export function criteriaQuery<F extends string>(criteria: DirectoryCriteria<F>): FilterQuery<unknown> {
  if ('and' in criteria) return { $and: criteria.and.map(criteriaQuery) };
  if ('or' in criteria) return { $or: criteria.or.map(criteriaQuery) };
  if ('not' in criteria) return { $nor: [criteriaQuery(criteria.not)] };
  const { field } = criteria;
  if (criteria.op === 'pr') return { [field]: { $exists: true, $nin: [null, '', false] } };
  const { value } = criteria;
  if (field === 'account_disabled') {
    const disabled = value === true;
    const matches = disabled ? { account_disabled: true } : { account_disabled: { $ne: true } };
    return criteria.op === 'ne' ? { $nor: [matches] } : matches;
  }
  if (field === '_id') {
    const id = typeof value === 'string' && Types.ObjectId.isValid(value) && value.length === 24 ? new Types.ObjectId(value) : null;
    const matches = id ? { _id: id } : { _id: { $exists: false } };
    return criteria.op === 'ne' ? { $nor: [matches] } : matches;
  }
  if (value === null) return criteria.op === 'ne' ? { [field]: { $exists: true, $nin: [null, ''] } } : { [field]: { $in: [null, ''] } };
  const text = String(value);
  const flags = criteria.caseExact ? '' : 'i';
  const pattern = { eq: `^${escape(text)}$`, ne: `^${escape(text)}$`, co: escape(text), sw: `^${escape(text)}`, ew: `${escape(text)}$` }[criteria.op];
  const regex = new RegExp(pattern, flags);
  return criteria.op === 'ne' ? { [field]: { $not: regex } } : { [field]: regex };
}
