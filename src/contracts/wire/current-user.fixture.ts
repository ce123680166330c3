import type { CurrentUser } from '../user';

/** A signed-in employee as `getOneUser` answers, for the UIs' tests; `overrides` sets any field. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    _id: 'u1',
    id_portal: 'jdupont',
    rgpd_id: null,
    account_kind: 'employee',
    firstname: 'Jeanne',
    lastname: 'Dupont',
    fullname: 'Jeanne Dupont',
    language: 'en',
    background: 1,
    bookmarks: [],
    has_default_bookmarks: true,
    tour: true,
    services: [],
    subsidiary: null,
    mailDomain: null,
    company: null,
    division: null,
    is_administrator: false,
    is_sub_admin: false,
    has_access: { validations: false },
    account_disabled: false,
    error: null,
    is_in_hermes_network: true,
    hermes_internal_websites: [],
    updated_time: null,
    ...overrides,
  };
}
