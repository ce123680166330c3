import type { DirectoryCriteria, GroupCriteriaField, PersonCriteriaField } from '../../directory/directory.public';
import { readBoolean } from '../patch/patch-operations';
import { ScimError } from '../scim.errors';
import { ENTERPRISE_USER, ScimFilter } from './scim-filter';

const ENTERPRISE = ENTERPRISE_USER.toLowerCase();

/** A filterable attribute: the directory field, and whether it compares case-sensitively (RFC 7643 `caseExact`). */
export type Attribute<F> = { field: F; caseExact: boolean; kind?: 'boolean' };

export const USER_FILTER_ATTRIBUTES: Record<string, Attribute<PersonCriteriaField>> = {
  id: { field: '_id', caseExact: true },
  username: { field: 'id_portal', caseExact: false },
  externalid: { field: 'scim_external_id', caseExact: true },
  displayname: { field: 'fullname', caseExact: false },
  'name.givenname': { field: 'firstname', caseExact: false },
  'name.familyname': { field: 'lastname', caseExact: false },
  emails: { field: 'email', caseExact: false },
  'emails.value': { field: 'email', caseExact: false },
  title: { field: 'title', caseExact: false },
  preferredlanguage: { field: 'language', caseExact: false },
  locale: { field: 'language', caseExact: false },
  active: { field: 'account_disabled', caseExact: true, kind: 'boolean' },
  [`${ENTERPRISE}:organization`]: { field: 'company', caseExact: false },
  [`${ENTERPRISE}:division`]: { field: 'division', caseExact: false },
  [`${ENTERPRISE}:department`]: { field: 'department', caseExact: false },
  [`${ENTERPRISE}:employeenumber`]: { field: 'employee_number', caseExact: false },
};

export const GROUP_FILTER_ATTRIBUTES: Record<string, Attribute<GroupCriteriaField>> = {
  id: { field: '_id', caseExact: true },
  displayname: { field: 'title', caseExact: false },
  externalid: { field: 'scim_external_id', caseExact: true },
};

/**
 * A parsed filter in the directory's field names. Operators: eq, ne, co, sw, ew, pr, and, or, not;
 * `gt`/`ge`/`lt`/`le` and attributes outside the table are a 400 `invalidFilter`. `active` is the
 * negation of the directory's `account_disabled`.
 */
export function criteriaOf<F extends string>(filter: ScimFilter, attributes: Record<string, Attribute<F>>, prefix = ''): DirectoryCriteria<F> {
  switch (filter.op) {
    case 'and':
    case 'or':
      return { [filter.op]: [criteriaOf(filter.left, attributes, prefix), criteriaOf(filter.right, attributes, prefix)] } as DirectoryCriteria<F>;
    case 'not':
      return { not: criteriaOf(filter.filter, attributes, prefix) };
    case 'has':
      return criteriaOf(filter.filter, attributes, `${filter.attr}.`);
  }
  const name = prefix + filter.attr;
  const attribute = attributes[name];
  if (!attribute) throw new ScimError(400, 'invalidFilter', `"${name}" cannot be filtered on.`);
  if (filter.op === 'pr') return attribute.kind === 'boolean' ? { field: attribute.field, op: 'ne', value: null, caseExact: true } : { field: attribute.field, op: 'pr' };
  if (filter.op === 'gt' || filter.op === 'ge' || filter.op === 'lt' || filter.op === 'le') throw new ScimError(400, 'invalidFilter', `The operator ${filter.op} is not supported.`);
  if (attribute.kind === 'boolean') {
    if (filter.op !== 'eq' && filter.op !== 'ne') throw new ScimError(400, 'invalidFilter', `"${name}" is compared with eq or ne.`);
    let active: boolean;
    try {
      active = readBoolean(filter.value, name);
    } catch {
      throw new ScimError(400, 'invalidFilter', `"${name}" is compared with true or false.`);
    }
    return { field: attribute.field, op: filter.op, value: !active, caseExact: true };
  }
  if (typeof filter.value !== 'string' && filter.value !== null) throw new ScimError(400, 'invalidFilter', `"${name}" is compared with a string.`);
  return { field: attribute.field, op: filter.op, value: filter.value, caseExact: attribute.caseExact };
}

/** `attr eq "value"` on exactly this attribute: the lookups the identity providers make (answered without a scan). */
export function equalityOn(filter: ScimFilter, attr: string): string | null {
  return filter.op === 'eq' && filter.attr === attr && typeof filter.value === 'string' ? filter.value : null;
}
