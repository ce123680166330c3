import { isLanguage, type Language } from '../../contracts/languages';
import type { ProvisionedPerson, ProvisionedPersonFields } from '../../directory/directory.public';
import { ENTERPRISE_USER } from '../filter/scim-filter';
import { CORE_USER, ScimUserState } from './scim-user.state';

/** What the portal keeps of a person, as SCIM's User state. */
export function stateOfPerson(person: ProvisionedPerson): ScimUserState {
  return {
    userName: person.id_portal,
    externalId: person.external_id,
    givenName: person.firstname,
    familyName: person.lastname,
    displayName: person.fullname,
    email: person.email,
    title: person.title,
    preferredLanguage: person.language,
    active: !person.disabled,
    organization: person.company,
    division: person.division,
    department: person.department,
    employeeNumber: person.employee_number,
  };
}

/**
 * A User's attributes as the directory's fields. The directory needs a first and a last name: missing,
 * they come from `displayName` (first word, the rest), then from `userName`. The language is one of the
 * portal's four (`fr-FR` → `fr`); another one is left to the default.
 */
export function personFieldsOf(state: ScimUserState): ProvisionedPersonFields {
  const words = (state.displayName ?? '').split(/\s+/).filter(Boolean);
  const firstname = state.givenName || words[0] || state.userName;
  const lastname = state.familyName || words.slice(1).join(' ') || firstname;
  const language = state.preferredLanguage?.slice(0, 2).toLowerCase();
  return {
    id_portal: state.userName,
    firstname,
    lastname,
    fullname: state.displayName || [state.givenName, state.familyName].filter(Boolean).join(' ') || firstname,
    email: state.email,
    title: state.title,
    company: state.organization,
    division: state.division,
    department: state.department,
    employee_number: state.employeeNumber,
    external_id: state.externalId,
    disabled: !state.active,
    ...(language && isLanguage(language) ? { language: language as Language } : {}),
  };
}

/** The User resource (RFC 7643 §4.1, with the enterprise extension of §4.3); `groups` is read-only (§4.1.2). */
export function userResource(person: ProvisionedPerson, location: string, groups: { value: string; display: string; type: 'direct'; $ref: string }[] = []) {
  const enterprise = Object.fromEntries(
    Object.entries({ organization: person.company, division: person.division, department: person.department, employeeNumber: person.employee_number }).filter(([, value]) => value !== undefined),
  );
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: person._id,
    ...(person.external_id ? { externalId: person.external_id } : {}),
    userName: person.id_portal,
    name: { givenName: person.firstname, familyName: person.lastname, formatted: `${person.firstname} ${person.lastname}` },
    displayName: person.fullname,
    ...(person.title ? { title: person.title } : {}),
    preferredLanguage: person.language,
    locale: person.language,
    active: !person.disabled,
    ...(person.email ? { emails: [{ value: person.email, type: 'work', primary: true }] } : {}),
    ...(groups.length ? { groups } : {}),
    [ENTERPRISE_USER]: enterprise,
    meta: {
      resourceType: 'User',
      ...(person.created ? { created: person.created.toISOString() } : {}),
      ...(person.updated ? { lastModified: person.updated.toISOString() } : {}),
      location,
    },
  };
}
