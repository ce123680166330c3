import type { CurrentUser } from '@contracts';

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u1',
    id_portal: 'jdupont',
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
    is_administrator: false,
    is_sub_admin: false,
    has_access: { validations: false },
    account_disabled: false,
    is_in_hermes_network: true,
    hermes_internal_websites: [],
    ...overrides,
  };
}
